import { clearTrainerProfileCookie, trainerProfileCookieIsBad } from "~/lib/trainer-profile-cookie";
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
