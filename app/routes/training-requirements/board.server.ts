import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { LOCAL_PROFILE_SAVED, localProfileSchema } from "~/forms/local-profile";
import { BOARD_PATH, matchLeads, parseSkills, type MatchedLead } from "~/lib/lead-matching";

export { BOARD_PATH };
import { readTrainerProfileCookie, serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { getUser } from "~/server/http/auth.server";
import { getConfig } from "~/server/infra/config.server";
import { appliedLeadIds, publishedLeads } from "~/server/services/leads.server";
import { guardedFormData } from "~/server/infra/security.server";
import { flashHeaders } from "~/server/infra/session.server";
import { shareTotal } from "~/server/services/shares.server";
import { localTrainerProfile } from "~/server/services/trainer-profiles.server";

export const LEADS_PER_PAGE = 30;

export type BoardData = {
  query: string;
  leads: (MatchedLead & { applied: boolean })[];
  total: number;
  shown: number;
  profile: { mobileNumber: string; skills: string[] };
  shareCount: number;
  wordProfileFormUrl: string;
};

/**
 * The board for one request: published leads (newest first), the search, the trainer's skills matched
 * and sorted first, and which of them this trainer has applied to. `more` shows further pages.
 */
export async function loadBoard(request: Request): Promise<BoardData> {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const pages = Math.min(50, Math.max(1, Number.parseInt(url.searchParams.get("pages") ?? "1", 10) || 1));
  const user = await getUser(request);
  const [{ search }, profile, shareCount] = await Promise.all([publishedLeads(), localTrainerProfile(request, user?.email ?? null), shareTotal(BOARD_PATH)]);
  const found = search(query);
  const matched = matchLeads(found, profile.skills);
  const visible = matched.slice(0, pages * LEADS_PER_PAGE);
  const applied = new Set(user ? await appliedLeadIds(user.email, visible.map((lead) => lead.lead_id)) : []);
  return {
    query,
    leads: visible.map((lead) => ({ ...lead, applied: applied.has(lead.lead_id) })),
    total: found.length,
    shown: visible.length,
    profile,
    shareCount,
    wordProfileFormUrl: getConfig().wordProfileFormUrl,
  };
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
  draft.core = { ...draft.core, mobileNumber: submission.value.mobileNumber, skills: parseSkills(submission.value.skills) };
  const headers = new Headers(await flashHeaders(request, { kind: "success", text: LOCAL_PROFILE_SAVED, target: LOCAL_PROFILE_TARGET, inline: true }));
  headers.append("Set-Cookie", serializeTrainerProfileCookie(draft, { secure: getConfig().secureCookies }));
  const url = new URL(request.url);
  return redirect(`${BOARD_PATH}${url.search}`, { status: 303, headers });
}
