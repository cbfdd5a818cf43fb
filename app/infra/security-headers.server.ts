/**
 * The security headers of every page and every page's data, set by the app itself (app/entry.server.tsx), so that
 * they hold under any server that runs the build: our own (server/app.ts, which also puts them on static files) and
 * remix-serve (decision record 0057). The Content-Security-Policy is the page's own (security.server.ts: its nonce).
 */

// The site uses none of these; the home page's video frame keeps what YouTube's player asks for. Only features
// Chromium knows are named: an unknown one is a console warning on every page.
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/** The headers, by name; Strict-Transport-Security only in production (a developer's http://localhost has no TLS). */
export function securityHeaders(production: boolean): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ...(production ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]] : []),
  ];
}

export function setSecurityHeaders(headers: Headers, production: boolean): void {
  for (const [name, value] of securityHeaders(production)) headers.set(name, value);
}
