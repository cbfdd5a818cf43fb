import { parseWithZod } from "~/forms/parse-with-zod";
import { json, redirect } from "@remix-run/node";
import { paths } from "~/lib/paths";
import {
  DELETE_INTENT,
  errorStatus,
  flatProfileValues,
  LIST_CAP_MESSAGES,
  PROFILE_LIST_CAPS,
  profileSchemaFor,
  SAVE_FAILED,
  savedSectionOf,
  SECTION_FIELDS,
  SECTION_SAVED,
  SIGN_IN_TO_SAVE,
  type ProfileSaveReply,
} from "~/forms/trainer-profile";
import {
  emptyTrainerProfileCookie,
  isTrainerProfileEmpty,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  trainerProfileCookieFits,
} from "~/lib/trainer-profile-cookie";
import { draftWith, storedCorrections } from "~/lib/trainer-profile-draft";
import { formDraftData } from "~/lib/form-drafts";
import { takeFormDraftFor } from "~/server/http/form-draft.server";
import { getConfig } from "~/server/infra/config.server";
import { getActingUser, getUser } from "~/server/http/auth.server";
import { unlessDatabaseAway } from "~/server/http/outage.server";
import { profileDraftHeaders, writesTrimmedDraft } from "~/server/http/trainer-cookie.server";
import { isDatabaseUnavailable } from "~/server/infra/db.server";
import { guardedForm } from "~/server/http/guarded-form.server";
import { clientAddress } from "~/server/infra/security.server";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { withinRateLimit } from "~/server/services/abuse.server";
import { cvSummary } from "~/server/services/trainer-cvs.server";
import { getTrainerProfile, profileFormValues, saveProfileSection } from "~/server/services/trainer-profiles.server";

/**
 * The page's values: the saved profile with the profile draft over it. A form draft kept across sign-in (the
 * page's own Sign In, decision record 0038) goes into the profile draft once, so that it stays as the page's
 * draft afterwards; `headers` then carry the new profile draft and forget the form draft.
 */
export async function loadProfileForm(request: Request, headers: Headers) {
  const user = await getUser(request);
  const email = user?.email ?? null;
  const saved = user ? await getTrainerProfile(user.email) : null;
  const cookieHeader = request.headers.get("Cookie");
  let draft = readTrainerProfileCookieFor(cookieHeader, email);
  let draftTrimmed = draft.trimmed === true;
  const kept = await takeFormDraftFor(request, "trainer-profile");
  if (kept.values) {
    draft = draftWith(cookieHeader, formDraftData(kept.values), { owner: email });
    for (const cookie of kept.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!isTrainerProfileEmpty(draft)) {
      // The page shows the whole draft this once; the cookie keeps what fits (docs/product.md section 4).
      headers.append("Set-Cookie", serializeTrainerProfileCookie(draft, { secure: getConfig().secureCookies }));
      draftTrimmed = !trainerProfileCookieFits(draft);
    }
  }
  return {
    // Full Name starts from the signed-in name, in what is shown and in what counts as saved alike: the name
    // itself is no unsaved edit.
    values: profileFormValues(saved, draft, email, user?.name),
    /** What is saved (the empty form when nothing is): a section that shows anything else is "Not saved yet". */
    saved: flatProfileValues(profileFormValues(saved, emptyTrainerProfileCookie(), email, user?.name)),
    signedIn: Boolean(user),
    draftTrimmed,
    hasSaved: Boolean(saved),
    alertsEnabled: saved?.alertsEnabled ?? false,
    cv: user ? await cvSummary(user.email) : null,
  };
}

/**
 * A post of the profile form: every section's values, whichever button was pressed. The draft cookie keeps them
 * first (also when the post is refused), so that nothing typed is lost without JavaScript. A section's Save
 * validates and saves that section (sign-in needed: docs/product.md section 6), and the page comes back with that
 * section as stored and the others as typed; a list's Add or Remove, or Enter without JavaScript, saves nothing;
 * "Delete my profile" goes on to its confirmation page.
 */
export async function handleProfilePost(request: Request) {
  const { form, overCap } = await guardedForm(request, { listCaps: PROFILE_LIST_CAPS });
  const section = savedSectionOf(form);
  const submission = parseWithZod(form, { schema: profileSchemaFor(form) });
  const owner = (await getUser(request))?.email ?? null;
  const answer = (
    status: number,
    reply: Omit<ProfileSaveReply, "section" | "result">,
    result = submission.reply(),
    headers = profileDraftHeaders(request, form, owner),
  ) =>
    json<ProfileSaveReply>(
      { section, result, ...reply, ...(writesTrimmedDraft(headers) ? { draftTrimmed: true } : {}) },
      { status, headers },
    );

  if (form.get("intent") === DELETE_INTENT) {
    return redirect(paths.trainerProfileDelete, { status: 303, headers: profileDraftHeaders(request, form, owner) });
  }
  if (overCap.length > 0) {
    // The items past the cap were dropped unparsed; what else was typed comes back with the message.
    const messages = overCap.map((list) => LIST_CAP_MESSAGES[list as keyof typeof PROFILE_LIST_CAPS]);
    return answer(
      400,
      { reason: "invalid", status: errorStatus(messages.join(" ")) },
      submission.reply({ fieldErrors: Object.fromEntries(overCap.map((list, i) => [list, [messages[i]!]])) }),
    );
  }
  // A list's Add or Remove (Conform's intent) and a post without a section's Save change nothing stored.
  if (submission.status === undefined) return answer(200, { reason: "list-change", status: null });
  if (!section) return answer(200, { reason: "kept", status: null });
  if (submission.status !== "success") return answer(400, { reason: "invalid", status: null });

  const refuse = (
    status: number,
    reason: ProfileSaveReply["reason"],
    message: string,
    headers?: Record<string, string>,
  ) => answer(status, { reason, status: errorStatus(message) }, submission.reply(), headers);
  return unlessDatabaseAway(
    "trainer-profile",
    async () => {
      const user = await getActingUser(request);
      if (!user) return refuse(401, "sign-in", SIGN_IN_TO_SAVE);
      if (!(await withinRateLimit(clientAddress(request), "trainer-profile", user.email))) {
        return refuse(429, "rate-limit", RATE_LIMIT_MESSAGE);
      }
      try {
        const saved = await saveProfileSection(section, submission.value, user.email);
        const stored = Object.fromEntries(
          SECTION_FIELDS[section].map((name) => [name, saved[name as keyof typeof saved]]),
        );
        const result = submission.reply();
        return answer(
          200,
          {
            reason: "saved",
            status: SECTION_SAVED[section],
            corrections: storedCorrections(section, submission.payload, stored),
          },
          // The page and the draft show the saved section as stored, never the posted values it replaced.
          { ...result, initialValue: { ...result.initialValue, ...stored } },
          profileDraftHeaders(request, form, owner, { section, values: stored }),
        );
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        console.error(`[trainer-profile] saving ${section} failed:`, error);
        return refuse(500, "failed", SAVE_FAILED);
      }
    },
    // The session could not be read, so the draft's owner is unknown: the draft cookie is left as it is
    // (rewriting it as a visitor's would drop a signed-in trainer's other sections); what was typed comes
    // back in the answer.
    () => refuse(503, "failed", SAVE_FAILED, {}),
  );
}
