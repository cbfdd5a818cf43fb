import { parseWithZod } from "~/forms/parse-with-zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { paths } from "~/lib/paths";
import {
  DELETE_INTENT,
  errorStatus,
  fieldLabels,
  flatProfileValues,
  LIST_CAP_MESSAGES,
  PROFILE_LIST_CAPS,
  profileSchemaFor,
  SAVE_FAILED,
  savedSectionOf,
  SECTION_FIELDS,
  SECTION_SAVED,
  sectionHeadingId,
  SIGN_IN_TO_SAVE,
  type ProfileSaveReply,
} from "~/forms/trainer-profile";
import {
  isTrainerProfileEmpty,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  trainerProfileCookieFits,
} from "~/lib/trainer-profile-cookie";
import { changedDirectoryFields, changedFields, draftWith, storedCorrections } from "~/lib/trainer-profile-draft";
import { formDraftData } from "~/lib/form-drafts";
import { takeFormDraftFor } from "~/http/form-draft.server";
import { getConfig } from "~/infra/config.server";
import { flashHeaders } from "~/http/flash.server";
import { noteFormRefused } from "~/http/form-answer.server";
import { getActingUser, getUser } from "~/http/auth.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { profileDraftHeaders, untypedProfileValues, writesTrimmedDraft } from "~/http/trainer-cookie.server";
import { isDatabaseUnavailable } from "~/infra/db.server";
import { guardedForm } from "~/http/guarded-form.server";
import { requestFacts } from "./request-facts.server";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { withinRateLimit } from "~/services/abuse.server";
import { cvSummary } from "~/services/trainer-cvs.server";
import {
  directoryFormValues,
  getTrainerProfile,
  profileFormValues,
  saveProfileSection,
} from "~/services/trainer-profiles.server";

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
    // Typed signed out (only a signed-out page offers that Sign In): what the empty form showed is no draft, so a
    // saved value is never replaced by a default nobody typed.
    draft = draftWith(cookieHeader, formDraftData(kept.values), {
      owner: email,
      untyped: untypedProfileValues(null, null),
    });
    for (const cookie of kept.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!isTrainerProfileEmpty(draft)) {
      // The page shows the whole draft this once; the cookie keeps what fits (docs/product.md section 4).
      headers.append("Set-Cookie", serializeTrainerProfileCookie(draft, { secure: getConfig().secureCookies }));
      draftTrimmed = !trainerProfileCookieFits(draft);
    }
  }
  // Full Name starts from the signed-in name, in what is shown and in what counts as saved alike: the name itself
  // is no unsaved edit.
  const values = profileFormValues(saved, draft, email, user?.name);
  const savedValues = untypedProfileValues(saved, user);
  // The directory settings' fields as shown: saved, with their draft over it (shown only to a signed-in trainer).
  const directoryValues = directoryFormValues(saved, draft);
  return {
    values,
    directoryValues,
    /** What is saved (the empty form when nothing is): a section that shows anything else is "Not saved yet". */
    saved: savedValues,
    /**
     * The labels of the fields the page shows from the profile draft instead of the saved profile, for the note
     * that says so (docs/product.md, "Nothing typed is lost"; decision 0060): never a saved value silently replaced.
     */
    takenOver: saved
      ? fieldLabels([
          ...changedFields(flatProfileValues(values), savedValues),
          ...changedDirectoryFields(directoryValues, savedValues),
        ])
      : [],
    /** The sections whose Save has stored them: with `saved`, each heading's state. */
    savedSections: saved?.savedSections ?? [],
    signedIn: Boolean(user),
    draftTrimmed,
    hasSaved: Boolean(saved),
    alertsEnabled: saved?.alertsEnabled ?? false,
    cv: user ? await cvSummary(user.email) : null,
  };
}

/**
 * Whether the browser posted the form itself (no JavaScript) rather than a script fetching the answer: a page
 * navigation says so (`Sec-Fetch-Dest: document`); a browser that sends no such header is answered as one without
 * JavaScript, since a redirect works for both.
 */
function isDocumentPost(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  return destination === null || destination === "document";
}

/**
 * A post of the profile form: every section's values, whichever button was pressed. The draft cookie keeps them
 * first (also when the post is refused), so that nothing typed is lost without JavaScript. A section's Save
 * validates and saves that section (sign-in needed: docs/product.md section 6), and the page comes back with that
 * section as stored and the others as typed; a list's Add or Remove, or Enter without JavaScript, saves nothing;
 * "Delete my profile" goes on to its confirmation page.
 */
export async function handleProfilePost(request: Request, context: AppLoadContext) {
  const { form, overCap } = await guardedForm(request, { listCaps: PROFILE_LIST_CAPS });
  const section = savedSectionOf(form);
  const submission = parseWithZod(form, { schema: profileSchemaFor(form) });
  const owner = (await getUser(request))?.email ?? null;
  const answer = async (
    status: number,
    reply: Omit<ProfileSaveReply, "section" | "result">,
    result = submission.reply(),
    given?: Record<string, string>,
  ) => {
    const headers = given ?? (await profileDraftHeaders(request, form, owner));
    if (status >= 400) noteFormRefused(context);
    return json<ProfileSaveReply>(
      { section, result, ...reply, ...(writesTrimmedDraft(headers) ? { draftTrimmed: true } : {}) },
      { status, headers },
    );
  };

  if (form.get("intent") === DELETE_INTENT) {
    return redirect(paths.trainerProfileDelete, {
      status: 303,
      headers: await profileDraftHeaders(request, form, owner),
    });
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
  ) => answer(status, { reason, status: errorStatus(message), message }, submission.reply(), headers);
  return unlessDatabaseAway(
    "trainer-profile",
    async () => {
      const user = await getActingUser(request);
      if (!user) return refuse(401, "sign-in", SIGN_IN_TO_SAVE);
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "trainer-profile", user.email))) {
        return refuse(429, "rate-limit", RATE_LIMIT_MESSAGE);
      }
      try {
        const saved = await saveProfileSection(section, submission.value, user.email);
        const stored = Object.fromEntries(
          SECTION_FIELDS[section].map((name) => [name, saved[name as keyof typeof saved]]),
        );
        const draftHeaders = await profileDraftHeaders(request, form, owner, { section, values: stored });
        if (isDocumentPost(request)) {
          // Without JavaScript, post/redirect/get: the page is loaded again (a reload or Back sends nothing), the
          // message comes as a flash beside the section's Save, the other sections' typed values from the draft.
          const headers = new Headers(
            await flashHeaders(request, {
              kind: "success",
              text: SECTION_SAVED[section],
              target: section,
              inline: true,
            }),
          );
          for (const [name, value] of Object.entries(draftHeaders)) headers.append(name, value);
          return redirect(paths.trainerProfileSection(sectionHeadingId(section)), { status: 303, headers });
        }
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
          draftHeaders,
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
