import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import {
  INVITE_FIELDS,
  INVITE_MESSAGES,
  INVITE_STATUS_CODES,
  INVITE_ANSWER,
  INVITE_TARGET,
  inviteSchema,
} from "~/forms/invite-trainer";
import { MESSAGES } from "~/forms/manage-requirement";
import { parseWithZod } from "~/forms/parse-with-zod";
import { paths } from "~/lib/paths";
import { flashHeaders } from "~/http/flash.server";
import { noteFormRefused } from "~/http/form-answer.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { inviteCandidates, inviteTrainer, invitingRequirement } from "~/services/invitations.server";
import { manageLinkFor } from "~/services/manage-links.server";

/**
 * The company's invite page (`/requirements/manage/{token}/invite`): the manage link's token opens it as it opens
 * the manage page (unknown → 404, revoked → 410); a search of the directory (GET `q`, `page`) and an Invite button
 * per trainer, answered by a redirect back to the same search with a note (a reload never invites twice).
 */

const NO_STORE = { "Cache-Control": "private, no-store" };

function notFound(): never {
  throw json(null, { status: 404, headers: NO_STORE });
}

async function requirementOf(token: string | undefined) {
  const link = (await manageLinkFor(token ?? "")) ?? notFound();
  if (link.revoked) throw new Response(MESSAGES.revoked, { status: 410, headers: { "Cache-Control": "no-store" } });
  return (await invitingRequirement(link.requirementId)) ?? notFound();
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = params;
  const requirement = await requirementOf(token);
  const search = new URL(request.url).searchParams;
  const q = (search.get(INVITE_FIELDS.q) ?? "").trim().slice(0, 100);
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const directory = await inviteCandidates(requirement.id, q, Number.isSafeInteger(page) && page > 0 ? page : 1);
  return json({ requirement, directory, token: token ?? "" }, { headers: NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { token } = params;
  const form = await guardedFormData(request);
  const submission = parseWithZod(form, { schema: inviteSchema });
  const q = submission.status === "success" ? (submission.value[INVITE_FIELDS.q] ?? "") : "";
  // A refusal's page starts its title with "Error: " (docs/product.md section 5, "Where answers appear").
  const refuse = (text: string, status: number) => {
    noteFormRefused(context);
    return json({ note: { kind: "error" as const, text, target: INVITE_TARGET } }, { status, headers: NO_STORE });
  };
  return unlessDatabaseAway(
    "invite-trainer",
    async () => {
      const requirement = await requirementOf(token);
      if (submission.status !== "success") {
        return refuse(Object.values(submission.error ?? {}).flat()[0] ?? INVITE_MESSAGES["unknown-trainer"](""), 400);
      }
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "invite-trainer")))
        return refuse(RATE_LIMIT_MESSAGE, 429);
      const { outcome, name } = await inviteTrainer(requirement.id, submission.value[INVITE_FIELDS.trainer]);
      const status = INVITE_STATUS_CODES[outcome];
      if (status !== 200) return refuse(INVITE_MESSAGES[outcome](name), status);
      const flash = {
        kind: "success" as const,
        text: INVITE_MESSAGES[outcome](name),
        target: INVITE_TARGET,
        inline: true,
      };
      return redirect(`${paths.requirementInvite(token ?? "", { q })}#${INVITE_ANSWER}`, {
        status: 303,
        headers: await flashHeaders(request, flash),
      });
    },
    () => refuse(MESSAGES.unavailable, 503),
  );
}
