import { parseWithZod } from "~/forms/parse-with-zod";
import { json } from "@remix-run/node";
import type * as z from "zod/mini";
import {
  errorStatus,
  LIST_CAP_MESSAGES,
  PROFILE_LIST_CAPS,
  SAVE_FAILED,
  SECTION_SAVED,
  SECTIONS,
  sectionSchemas,
  SIGN_IN_TO_SAVE,
  type ProfileSaveReply,
} from "~/forms/trainer-profile";
import { readTrainerProfileCookieFor } from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";
import { getActingUser, getUser } from "~/server/http/auth.server";
import { unlessDatabaseAway } from "~/server/http/outage.server";
import { isDatabaseUnavailable } from "~/server/infra/db.server";
import { guardedForm } from "~/server/http/guarded-form.server";
import { getConfig } from "~/server/infra/config.server";
import { clientAddress } from "~/server/infra/security.server";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { withinRateLimit } from "~/server/services/abuse.server";
import { cvSummary } from "~/server/services/trainer-cvs.server";
import { getTrainerProfile, profileFormValues, saveProfileSection } from "~/server/services/trainer-profiles.server";

export async function loadProfileForm(request: Request) {
  const user = await getUser(request);
  const saved = user ? await getTrainerProfile(user.email) : null;
  const draft = readTrainerProfileCookieFor(request.headers.get("Cookie"), user?.email ?? null);
  return {
    values: profileFormValues(saved, draft, user?.email ?? null),
    signedIn: Boolean(user),
    hasSaved: Boolean(saved),
    alertsEnabled: saved?.alertsEnabled ?? false,
    cv: user ? await cvSummary(user.email) : null,
  };
}

/**
 * Saves one section. Every attempt (also a refused one) writes the draft cookie first, so that nothing
 * typed is lost without JavaScript; saving itself needs sign-in (docs/product.md section 6).
 */
export async function handleProfileSave(request: Request) {
  const { form, overCap } = await guardedForm(request, { listCaps: PROFILE_LIST_CAPS });
  const section = SECTIONS.find((s) => s === form.get("intent")) ?? "basic";
  const submission = parseWithZod(form, { schema: sectionSchemas[section] as z.ZodMiniType });
  const user = await getUser(request);
  // Written when answering, so that after a save the draft is newer than the saved row and stays in use.
  const answer = (status: number, reply: Omit<ProfileSaveReply, "section">, writeDraft = true) => {
    const cookie =
      writeDraft &&
      draftCookieWith(request.headers.get("Cookie"), [[section, form]], {
        secure: getConfig().secureCookies,
        owner: user?.email ?? null,
      });
    return json<ProfileSaveReply>({ section, ...reply }, { status, headers: cookie ? { "Set-Cookie": cookie } : {} });
  };

  if (overCap.length > 0) {
    // The items past the cap were dropped unparsed; what else was typed comes back with the message.
    const messages = overCap.map((list) => LIST_CAP_MESSAGES[list as keyof typeof PROFILE_LIST_CAPS]);
    return answer(400, {
      result: submission.reply({ fieldErrors: Object.fromEntries(overCap.map((list, i) => [list, [messages[i]!]])) }),
      reason: "invalid",
      status: errorStatus(messages.join(" ")),
    });
  }
  if (submission.status !== "success") {
    // A list button (add/remove) is not a save: it answers with the changed list and no message.
    const isListChange = submission.status === undefined;
    return answer(isListChange ? 200 : 400, {
      result: submission.reply(),
      reason: isListChange ? "list-change" : "invalid",
      status: null,
    });
  }
  const refuse = (status: number, reason: ProfileSaveReply["reason"], message: string, writeDraft = true) =>
    answer(status, { result: submission.reply(), reason, status: errorStatus(message) }, writeDraft);
  return unlessDatabaseAway(
    "trainer-profile",
    async () => {
      const user = await getActingUser(request);
      if (!user) return refuse(401, "sign-in", SIGN_IN_TO_SAVE);
      if (!(await withinRateLimit(clientAddress(request), "trainer-profile", user.email))) {
        return refuse(429, "rate-limit", RATE_LIMIT_MESSAGE);
      }
      try {
        const location = await saveProfileSection(section, submission.value, user.email);
        return answer(200, {
          result: submission.reply(),
          reason: "saved",
          status: SECTION_SAVED[section],
          ...(location ? { location } : {}),
        });
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        console.error(`[trainer-profile] saving ${section} failed:`, error);
        return refuse(500, "failed", SAVE_FAILED);
      }
    },
    // The session could not be read, so the draft's owner is unknown: the draft cookie is left as it is
    // (rewriting it as a visitor's would drop a signed-in trainer's other sections); what was typed comes
    // back in the answer.
    () => refuse(503, "failed", SAVE_FAILED, false),
  );
}
