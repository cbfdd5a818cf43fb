/**
 * Rules of the HTTP layer that both sides apply: the Express server before Remix (server/request-guards.ts,
 * server/app.ts, which get them through the app host, app/host.server.ts) and the app's own guards
 * (security.server.ts). Written once here so that the two cannot disagree (decision record 0042).
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

/** Methods that never change anything: no origin check, no body read. */
export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/**
 * Where a request that may change something comes from, as far as its headers tell:
 * - "same-site": an Origin (or, without one, a Referer) of the very origin the request was sent to: scheme, host and
 *   port; or neither header and fetch metadata that says `same-origin`;
 * - "public-origin": an Origin that is PUBLIC_ORIGIN (scheme, host and port) while the request arrived under another
 *   origin (a proxy in front rewrote Host, or ended TLS): allowed, and the Express server hands the app PUBLIC_ORIGIN's
 *   host so that Remix agrees;
 * - "cross-site": fetch metadata says cross-site, `Origin: null` (a sandboxed frame, a data: page, a redirect across
 *   sites), a malformed Origin, another site's, ours under another scheme or port, or neither Origin nor Referer
 *   without `Sec-Fetch-Site: same-origin` (every browser sends one of them with a form; decision record 0058): refused
 *   with a readable 403. The one-click unsubscribe of a mail (RFC 8058) is posted by mail servers, which send none of
 *   them: its path is let through on its link's token alone (`postsWithoutOrigin`).
 * The one rule for both guards: the Express server's (server/request-guards.ts, before Remix, which would answer such a
 * request with a bare 500) and the app's (security.server.ts assertSameOrigin, for every caller of guardedForm).
 */
export type RequestSite = "same-site" | "public-origin" | "cross-site";

/** Paths a POST may reach with neither Origin nor Referer: the mails' one-click unsubscribe (RFC 8058). */
export function postsWithoutOrigin(path: string): boolean {
  return /^\/alerts\/unsubscribe\/[^/]+$/.test(path);
}

function originOf(url: string): string {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? "" : origin;
  } catch {
    return "";
  }
}

export function requestSite(request: {
  origin: string | null | undefined;
  /** The Referer, read only when there is no Origin. */
  referer?: string | null | undefined;
  secFetchSite: string | null | undefined;
  /** The host the request was sent to (X-Forwarded-Host's first entry when set, else Host). */
  host: string;
  /** The scheme the request was sent with ("http:" or "https:"). */
  scheme: string;
  /** The request's path: see `postsWithoutOrigin`. */
  path?: string;
  publicOrigin: string;
}): RequestSite {
  if (request.secFetchSite === "cross-site") return "cross-site";
  let claimed: string;
  if (request.origin !== null && request.origin !== undefined) {
    claimed = request.origin === "null" ? "" : originOf(request.origin);
  } else if (request.referer) {
    claimed = originOf(request.referer);
  } else {
    const sameOrigin = request.secFetchSite === "same-origin" || postsWithoutOrigin(request.path ?? "");
    return sameOrigin ? "same-site" : "cross-site";
  }
  if (!claimed) return "cross-site";
  if (claimed === originOf(`${request.scheme}//${request.host}`)) return "same-site";
  if (claimed === originOf(request.publicOrigin)) return "public-origin";
  return "cross-site";
}

/**
 * The two kinds of request body and their one limit each. The Express server counts every body as it arrives (chunked
 * too, a lying Content-Length too: server/request-guards.ts boundedBody) and answers 413 past its limit; the app reads
 * only bodies that were counted, so it does not count them again (decision record 0042).
 *
 * A form: every form of the site, urlencoded or multipart, and its single-fetch twin: 64 KB, the limit every form has had
 * (decision record 0008; until decision record 0042 the app counted it a second time, the server against a coarse 1 MB).
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The uploads (multipart: the CV on /trainer-profile, the photo on /trainer-profile/photo): the 2 MB file and the form around it, with room for a somewhat-too-large
 * file, so that the page answers that with its own message under the form (app/http/multipart.server.ts bounds
 * each part) rather than this plain 413.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Is this POST an upload? (the trainer profile's multipart form; its other sections post urlencoded) */
function isUpload(page: string, contentType: string | undefined): boolean {
  return UPLOAD_PAGES.has(page) && /^\s*multipart\/form-data\b/i.test(contentType ?? "");
}
/** The CV upload (docs/product.md section 10) and the photo's Upload and Remove (decision record 0065). */
const UPLOAD_PAGES = new Set(["/trainer-profile", "/trainer-profile/photo"]);

/** The page a POST belongs to: a single-fetch data URL (`/trainer-profile.data`, `/_root.data` for `/`) is its page's. */
function pageOf(path: string): string {
  return path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
}

/** The body limit of a POST: the upload's for an upload, a form's for everything else. */
export function bodyLimitFor(path: string, contentType: string | undefined): number {
  return isUpload(pageOf(path), contentType) ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES;
}

/**
 * POSTs whose body is read only from a signed-in visitor: the app answers anyone else without looking at the form (a
 * 401 page for the CV upload, a redirect to sign in for the rest), so the Express server does not read the bytes into
 * memory at all. `/trainer-profile` only for multipart: its plain sections save a visitor's draft.
 */
export function bodyNeedsSignIn(path: string, contentType: string | undefined): boolean {
  const page = pageOf(path);
  if (page === "/trainer-profile") return isUpload(page, contentType);
  return (
    page === "/trainer-profile/photo" ||
    page === "/trainer-profile/alerts" ||
    page === "/trainer-profile/delete" ||
    page === "/my-applications" ||
    page === "/admin" ||
    page.startsWith("/admin/")
  );
}
