import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import type { z } from "zod";
import {
  errorStatus,
  SAVE_FAILED,
  SECTION_SAVED,
  SECTIONS,
  sectionSchemas,
  SIGN_IN_TO_SAVE,
  type ProfileSection,
} from "~/forms/trainer-profile";
import { readTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";
import { getUser } from "~/server/http/auth.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { getConfig } from "~/server/infra/config.server";
import { getTrainerProfile, profileFormValues, saveProfileSection } from "~/server/services/trainer-profiles.server";

export async function loadProfileForm(request: Request) {
  const user = await getUser(request);
  const saved = user ? await getTrainerProfile(user.email) : null;
  const draft = readTrainerProfileCookie(request.headers.get("Cookie"));
  return {
    values: profileFormValues(saved, draft, user?.email ?? null),
    signedIn: Boolean(user),
    hasSaved: Boolean(saved),
  };
}

export type ProfileSaveReply = {
  section: ProfileSection;
  result: SubmissionResult<string[]>;
  status: string | null;
  kind: "success" | "error" | null;
  /** Set when the server filled the location from the pin code. */
  location?: string;
};

/**
 * Saves one section. Every attempt (also a refused one) writes the draft cookie first, so that nothing
 * typed is lost without JavaScript; saving itself needs sign-in (DESIGN.md section 7).
 */
export async function handleProfileSave(request: Request) {
  const form = await guardedFormData(request);
  const section = SECTIONS.find((s) => s === form.get("intent")) ?? "basic";
  const submission = parseWithZod(form, { schema: sectionSchemas[section] as z.ZodTypeAny });
  const cookie = draftCookieWith(request.headers.get("Cookie"), [[section, form]], {
    secure: getConfig().secureCookies,
  });
  const headers: HeadersInit = cookie ? { "Set-Cookie": cookie } : {};
  const answer = (status: number, reply: Omit<ProfileSaveReply, "section">) =>
    json<ProfileSaveReply>({ section, ...reply }, { status, headers });

  if (submission.status !== "success") {
    // A list button (add/remove) is not a save: it answers with the changed list and no message.
    const isListChange = submission.status === undefined;
    return answer(isListChange ? 200 : 400, { result: submission.reply(), status: null, kind: null });
  }
  const user = await getUser(request);
  if (!user) return answer(401, { result: submission.reply(), status: errorStatus(SIGN_IN_TO_SAVE), kind: "error" });
  try {
    const location = await saveProfileSection(section, submission.value, user.email);
    return answer(200, {
      result: submission.reply(),
      status: SECTION_SAVED[section],
      kind: "success",
      ...(location ? { location } : {}),
    });
  } catch (error) {
    console.error(`[trainer-profile] saving ${section} failed:`, error);
    return answer(500, { result: submission.reply(), status: errorStatus(SAVE_FAILED), kind: "error" });
  }
}
