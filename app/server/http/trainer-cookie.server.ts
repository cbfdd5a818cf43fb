import type { ProfileFieldValue, ProfileSection } from "~/forms/trainer-profile";
import {
  clearTrainerProfileCookie,
  readTrainerProfileCookie,
  trainerProfileCookieIsBad,
} from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";
import { getConfig } from "~/server/infra/config.server";

/**
 * Headers that replace a trainerProfileData cookie the schema refuses: it is already read as empty, and
 * expiring it keeps a crafted or outdated cookie from being sent with every request for its 7 days.
 */
export function trainerCookieRepairHeaders(request: Request): Headers {
  const headers = new Headers();
  if (trainerProfileCookieIsBad(request.headers.get("Cookie"))) {
    headers.append("Set-Cookie", clearTrainerProfileCookie({ secure: getConfig().secureCookies }));
  }
  return headers;
}

/**
 * Headers that keep a post of the trainer profile form (whichever of its buttons: a section's Save, the CV
 * upload, the alerts, "Delete my profile") as the profile draft, so that without JavaScript nothing typed on the
 * page is lost; a section just saved is kept as `stored`. No header when nothing is typed anywhere.
 */
export function profileDraftHeaders(
  request: Request,
  form: FormData,
  owner: string | null,
  stored?: { section: ProfileSection; values: Record<string, ProfileFieldValue> },
): Record<string, string> {
  const cookie = draftCookieWith(request.headers.get("Cookie"), form, {
    secure: getConfig().secureCookies,
    owner,
    ...(stored ? { stored } : {}),
  });
  return cookie ? { "Set-Cookie": cookie } : {};
}

/** Whether the profile draft these headers write was cut to fit the cookie (the page then says so). */
export function writesTrimmedDraft(headers: Record<string, string>): boolean {
  const cookie = headers["Set-Cookie"];
  return cookie !== undefined && readTrainerProfileCookie(cookie.split(";")[0]).trimmed === true;
}
