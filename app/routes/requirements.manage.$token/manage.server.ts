import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import {
  APPLICATION_FIELD,
  CONFIRM_DELETE_FIELD,
  CONFIRM_DELETE_VALUE,
  INTENT_FIELD,
  manageIntentFrom,
  MESSAGES,
  applicantAnchor,
  REQUIREMENT_ACTIONS_ANCHOR,
  answerAnchor,
  type ManageOutcome,
  applicantSortFrom,
  sortApplicants,
  SORT_PARAM,
} from "~/forms/manage-requirement";
import { flashHeaders } from "~/http/flash.server";
import { noteFormRefused, otherPageLocation } from "~/http/form-answer.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { getConfig } from "~/infra/config.server";
import { manageLinkFor } from "~/services/manage-links.server";
import { managedRequirement, manageRequirement } from "~/services/requirement-management.server";
import { parseId } from "~/lib/ids";
import { paths } from "~/lib/paths";

/**
 * The HTTP side of the company's manage page: the token in the path opens the requirement (anything else is
 * the site's 404, the same for a malformed and an unknown token; a revoked one is a 410), and each button posts an intent
 * answered by a redirect to the same page with a flash (a reload never repeats it), or by a 400 with the
 * message when what was posted makes no sense.
 */

function notFound(): never {
  throw json(null, { status: 404 });
}

/** A link an operator revoked (docs/product.md section 8) says so: 410, with a page that tells the company what to do. */
async function requireRequirementId(token: string | undefined): Promise<number> {
  const link = (await manageLinkFor(token ?? "")) ?? notFound();
  if (link.revoked) throw new Response(MESSAGES.revoked, { status: 410, headers: { "Cache-Control": "no-store" } });
  return link.requirementId;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const requirementId = await requireRequirementId(params.token);
  const requirement = (await managedRequirement(requirementId)) ?? notFound();
  // docs/product.md section 10, proposals: the order the company chose with a `?sort=` link; anything unknown is the order applied.
  const sort = applicantSortFrom(new URL(request.url).searchParams.get(SORT_PARAM));
  return json(
    {
      requirement: { ...requirement, applicants: sortApplicants(requirement.applicants, sort) },
      sort,
      ttlDays: getConfig().requirementTtlDays,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { token } = params;
  const form = await guardedFormData(request);
  // A positive id within a serial's bounds, else null (refused as not this requirement's).
  const applicationId = parseId(form.get(APPLICATION_FIELD));
  // The answer is shown beside the control pressed (docs/product.md section 4): an applicant's card, else the actions.
  const target = applicationId ? applicantAnchor(applicationId) : REQUIREMENT_ACTIONS_ANCHOR;
  // A refusal's page starts its title with "Error: " (docs/product.md section 5, "Where answers appear").
  const refuse = (outcome: ManageOutcome, status: number) => {
    noteFormRefused(context);
    return json({ outcome, target }, { status });
  };
  return unlessDatabaseAway(
    "manage-requirement",
    async () => {
      const requirementId = await requireRequirementId(token);
      const intent = manageIntentFrom(form.get(INTENT_FIELD));
      if (!intent) return refuse({ kind: "error", text: MESSAGES.unknownIntent }, 400);
      const result = await manageRequirement(requirementId, {
        intent,
        applicationId,
        confirmed: form.get(CONFIRM_DELETE_FIELD) === CONFIRM_DELETE_VALUE,
      });
      if (result.status !== 200) return refuse({ kind: result.kind, text: result.text }, result.status);
      // After a deletion the link no longer opens anything: the company lands on the home page with the news.
      if (result.deleted) {
        return redirect(otherPageLocation(paths.home), {
          headers: await flashHeaders(request, { kind: result.kind, text: result.text }),
        });
      }
      const flash = { kind: result.kind, text: result.text, target, inline: true };
      // The page comes back in the order the company chose (`?sort=`), at the button's answer.
      const url = new URL(request.url);
      return redirect(`${url.pathname}${url.search}#${answerAnchor(target)}`, {
        headers: await flashHeaders(request, flash),
      });
    },
    () => refuse({ kind: "error", text: MESSAGES.unavailable }, 503),
  );
}
