import { parseWithZod } from "~/forms/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import {
  LOCAL_PROFILE_SAVED,
  LOCAL_PROFILE_TARGET,
  localProfileSchema,
  type LocalProfileReply,
} from "~/forms/local-profile";
import { parseSkills } from "~/forms/trainer-profile";
import {
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  stampTrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";
import { getActingUser, getUser } from "~/http/auth.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { flashHeaders } from "~/http/flash.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { noteFormRefused } from "~/http/form-answer.server";
import { trainerCookieRepairHeaders } from "~/http/trainer-cookie.server";
import { getConfig } from "~/infra/config.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { boardParams, requirementsBoard } from "~/services/requirements-board.server";
import { saveBoardProfile } from "~/services/trainer-profiles.server";
import { paths } from "~/lib/paths";

/** The board for this request's search, pages, signed-in trainer and trainerProfileData cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { query, pages } = boardParams(new URL(request.url).searchParams);
  const user = await getUser(request);
  const cookieHeader = request.headers.get("Cookie");
  const board = await requirementsBoard({ query, pages, email: user?.email ?? null, cookieHeader });
  return json(board, { headers: trainerCookieRepairHeaders(request) });
}

/**
 * Saves the panel: signed out, the local profile (mobile number and skills) into the trainerProfileData cookie;
 * signed in, the trainer profile itself. Then it redirects back so that the board is read again (matching, Apply).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await guardedFormData(request);
  const submission = parseWithZod(formData, { schema: localProfileSchema });
  if (submission.status !== "success") {
    noteFormRefused(context);
    return json<LocalProfileReply>({ result: submission.reply(), reason: "invalid" }, { status: 400 });
  }
  // The reply carries the reason; the panel spells its message (forms/local-profile.ts `localProfileRefusal`).
  const refuse = (status: number, reason: "rate-limit" | "failed") => {
    noteFormRefused(context);
    return json<LocalProfileReply>({ result: submission.reply(), reason }, { status });
  };
  const value = submission.value;
  // The rate limit and the draft's owner need the database; while it is away the cookie is left as it is.
  return unlessDatabaseAway(
    "local-profile",
    async () => {
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "local-profile"))) {
        return refuse(429, "rate-limit");
      }
      const user = await getActingUser(request);
      // Signed in, the panel is the one trainer profile (the same store as /trainer-profile Basic).
      if (user) {
        await saveBoardProfile(user, value);
        return backToBoard(request, new Headers());
      }
      return storeLocalProfile(request, value, null);
    },
    () => refuse(503, "failed"),
  );
}

/** Writes the checked mobile number and skills into the owner's draft cookie, and goes back to the board. */
async function storeLocalProfile(
  request: Request,
  value: { mobileNumber: string; skills?: string },
  owner: string | null,
) {
  const draft = readTrainerProfileCookieFor(request.headers.get("Cookie"), owner);
  draft.core = {
    ...draft.core,
    mobileNumber: value.mobileNumber,
    skills: parseSkills(value.skills),
  };
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    serializeTrainerProfileCookie(stampTrainerProfileCookie(draft, owner), { secure: getConfig().secureCookies }),
  );
  return backToBoard(request, headers);
}

/** Back to the board (its search and pages), with the panel's "saved" message. */
async function backToBoard(request: Request, headers: Headers) {
  const flash = await flashHeaders(request, {
    kind: "success",
    text: LOCAL_PROFILE_SAVED,
    target: LOCAL_PROFILE_TARGET,
    inline: true,
  });
  for (const cookie of new Headers(flash).getSetCookie()) headers.append("Set-Cookie", cookie);
  const url = new URL(request.url);
  return redirect(`${paths.board()}${url.search}`, { status: 303, headers });
}
