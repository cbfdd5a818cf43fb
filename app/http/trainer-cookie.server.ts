import { flatProfileValues, type ProfileFieldValue, type ProfileSection } from "~/forms/trainer-profile";
import {
  clearTrainerProfileCookie,
  emptyTrainerProfileCookie,
  readTrainerProfileCookie,
  trainerProfileCookieIsBad,
} from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";
import { getUser } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { isDatabaseUnavailable } from "~/infra/db.server";
import {
  directoryFormValues,
  getTrainerProfile,
  profileFormValues,
  type TrainerProfileRow,
} from "~/services/trainer-profiles.server";

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
 * What /trainer-profile shows before anything is typed, one value per field: the saved profile (Full Name from the
 * signed-in name while it has none), or with nothing saved the empty form and its defaults. It is what counts as
 * saved for "Not saved yet", and what a draft is measured against: a field showing it is no draft. The directory
 * settings' fields are among them (their boxes as "on" or "off"), so that their draft is measured the same way.
 */
export function untypedProfileValues(
  saved: TrainerProfileRow | null,
  user: { email: string; name: string } | null,
): Record<string, ProfileFieldValue> {
  return {
    ...flatProfileValues(profileFormValues(saved, emptyTrainerProfileCookie(), user?.email ?? null, user?.name)),
    ...directoryFormValues(saved, emptyTrainerProfileCookie()),
  };
}

/**
 * Headers that keep a post of the trainer profile form (whichever of its buttons: a section's Save, the CV
 * upload, the alerts, "Delete my profile") as the profile draft, so that without JavaScript nothing typed on the
 * page is lost; only what differs from the page's untyped values is a draft, and a section just saved (`stored`)
 * holds none. No header when nothing is typed anywhere, nor while the database is away (the saved profile cannot be
 * read, so the draft is left as it is; what was typed comes back in the answer).
 */
export async function profileDraftHeaders(
  request: Request,
  form: FormData,
  owner: string | null,
  stored?: { section: ProfileSection; values: Record<string, ProfileFieldValue> },
): Promise<Record<string, string>> {
  let untyped: Record<string, ProfileFieldValue>;
  try {
    const user = owner ? await getUser(request) : null;
    untyped = untypedProfileValues(user ? await getTrainerProfile(user.email) : null, user);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
  const cookie = draftCookieWith(request.headers.get("Cookie"), form, {
    secure: getConfig().secureCookies,
    owner,
    untyped,
    ...(stored ? { stored } : {}),
  });
  return cookie ? { "Set-Cookie": cookie } : {};
}

/** Whether the profile draft these headers write was cut to fit the cookie (the page then says so). */
export function writesTrimmedDraft(headers: Record<string, string>): boolean {
  const cookie = headers["Set-Cookie"];
  return cookie !== undefined && readTrainerProfileCookie(cookie.split(";")[0]).trimmed === true;
}
