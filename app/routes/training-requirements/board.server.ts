import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { LOCAL_PROFILE_SAVED, localProfileSchema } from "~/forms/local-profile";
import { BOARD_PATH, parseSkills } from "~/lib/lead-matching";
import { readTrainerProfileCookie, serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { getUser } from "~/server/http/auth.server";
import { flashHeaders } from "~/server/http/flash.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { getConfig } from "~/server/infra/config.server";
import { boardParams, requirementsBoard, type BoardData } from "~/server/services/requirements-board.server";

/** The board for this request's search, pages, signed-in trainer and trainerProfileData cookie. */
export async function boardLoader(request: Request): Promise<BoardData> {
  const { query, pages } = boardParams(new URL(request.url).searchParams);
  const user = await getUser(request);
  return requirementsBoard({ query, pages, email: user?.email ?? null, cookieHeader: request.headers.get("Cookie") });
}

export type LocalProfileReply = { result: SubmissionResult<string[]>; message: string | null };
export const LOCAL_PROFILE_TARGET = "local-profile";

/**
 * Saves the local profile (mobile number and skills) into the trainerProfileData cookie, then
 * redirects back so that the board is read again with the new cookie (matching, Apply).
 */
export async function saveLocalProfile(request: Request) {
  const formData = await guardedFormData(request);
  const submission = parseWithZod(formData, { schema: localProfileSchema });
  if (submission.status !== "success") {
    return json<LocalProfileReply>({ result: submission.reply(), message: null }, { status: 400 });
  }
  const draft = readTrainerProfileCookie(request.headers.get("Cookie"));
  draft.core = {
    ...draft.core,
    mobileNumber: submission.value.mobileNumber,
    skills: parseSkills(submission.value.skills),
  };
  const headers = new Headers(
    await flashHeaders(request, {
      kind: "success",
      text: LOCAL_PROFILE_SAVED,
      target: LOCAL_PROFILE_TARGET,
      inline: true,
    }),
  );
  headers.append("Set-Cookie", serializeTrainerProfileCookie(draft, { secure: getConfig().secureCookies }));
  const url = new URL(request.url);
  return redirect(`${BOARD_PATH}${url.search}`, { status: 303, headers });
}
