import { randomBytes } from "node:crypto";
import { getConfig } from "./config.server";
import { isFormContentType, PEER_ADDRESS_HEADER, requestSite, type RequestSite } from "./request-rules.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const GOOGLE_PICTURE_HOSTS = "https://lh3.googleusercontent.com https://*.googleusercontent.com";
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** The enforced Content-Security-Policy of a document, with its per-request script nonce. */
export function contentSecurityPolicy(nonce: string): string {
  const config = getConfig();
  const formAction = ["'self'"];
  if (config.google) formAction.push(new URL(config.google.authorizationUrl).origin);
  const scriptSrc = ["'self'", `'nonce-${nonce}'`];
  const frameSrc = [VIDEO_EMBED_ORIGIN];
  if (config.recaptcha) {
    scriptSrc.push("https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/");
    frameSrc.push("https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/");
  }
  // The dev server's live reload talks over a websocket on another port.
  const connectSrc = config.production ? ["'self'"] : ["'self'", "ws://localhost:*", "ws://127.0.0.1:*"];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React writes style attributes (widths of rating bars).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${GOOGLE_PICTURE_HOSTS}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src ${frameSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Which site this request's Origin (or Referer, or fetch metadata) names. The rule is request-rules.server.ts
 * requestSite, the one the Express server applies before Remix. Read once per request (http/request-facts.server.ts).
 */
export function requestSiteOf(request: Request): RequestSite {
  const url = new URL(request.url);
  const site = requestSite({
    origin: request.headers.get("Origin"),
    referer: request.headers.get("Referer"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
    host: url.host,
    scheme: url.protocol,
    path: url.pathname,
    publicOrigin: getConfig().publicOrigin,
  });
  return site;
}

/** A form sent from another site is refused before anything is read. */
export function refuseCrossSite(site: RequestSite): void {
  if (site === "cross-site") throw new Response("This form can only be sent from our own site.", { status: 403 });
}

/**
 * A form's Content-Type (urlencoded, or multipart with a boundary), or a readable 415: without it the
 * body cannot be read as a form. server/request-guards.ts refuses the same, by the same rule
 * (request-rules.server.ts), before Remix; this keeps it for any caller of guardedForm.
 */
export function assertFormContentType(request: Request): string {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!isFormContentType(contentType)) {
    throw new Response("This address only accepts forms. Nothing was saved.", { status: 415 });
  }
  return contentType;
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY_HOPS=n the n-th address from the right
 * of X-Forwarded-For (each trusted proxy appends the address it saw). Read once per request
 * (http/request-facts.server.ts `requestFacts`); loaders and actions take it from there.
 */
export function clientAddress(request: Request): string {
  const hops = getConfig().trustProxyHops;
  const forwarded = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops > 0 && forwarded.length > 0) {
    return forwarded[Math.max(0, forwarded.length - hops)] ?? "unknown";
  }
  return request.headers.get(PEER_ADDRESS_HEADER) ?? "unknown";
}
