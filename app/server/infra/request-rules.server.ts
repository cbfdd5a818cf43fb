/**
 * Rules of the HTTP layer that both sides apply: the Express server before Remix (server/request-guards.js,
 * server/app.js, which get them through the build's entry module) and the app's own guards
 * (security.server.ts). Written once here so that the two cannot disagree (issue 26 section 1).
 */

/** The header through which the Express server hands the app the socket's peer address (never trusted from outside). */
export const PEER_ADDRESS_HEADER = "x-edukon-peer-address";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A form's content type, as a browser sends it: urlencoded, or multipart with a boundary (without one the body
 * cannot be parsed at all).
 */
export function isFormContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const [type = "", ...parameters] = header.split(";").map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return false;
  if (mediaType !== "multipart/form-data") return true;
  return parameters.some((parameter) => /^boundary=("?)[^"]{1,70}\1$/i.test(parameter));
}
