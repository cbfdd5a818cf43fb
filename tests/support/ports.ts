/**
 * Every port the browser tests use derives from E2E_PORT, so that two runs (or two developers on one
 * machine) can work side by side: app, mock identity provider, SMTP sink, test control server, and the harness's
 * embedded database served in PostgreSQL's protocol (tests/support/pglite-server.ts, decision record 0067).
 */
export function testPorts(base = Number(process.env.E2E_PORT || 3100)) {
  return { app: base, idp: base + 1, smtp: base + 2, control: base + 3, db: base + 4 };
}

/**
 * What the harness starts the app with that the tests compute with too (decision record 0067): the secret that signs
 * session cookies and seals form tokens (tests/support/session.ts, `mintFormToken` in fixtures.ts).
 */
export const TEST_SESSION_SECRET = process.env.SESSION_SECRET ?? "test-secret-not-for-production";

/** The main harness's WORD_PROFILE_FORM_URL; the local-sign-in harness, a fresh `npm start`, has none. */
export const TEST_WORD_PROFILE_FORM_URL = "https://forms.example.com/edukon-word-profile";

export const ADMIN_EMAIL = "admin@edukon.test";
export const NOTIFY_EMAIL = "ops@edukon.test";

/**
 * The second harness (`E2E_LOCAL_SIGN_IN=1`): the site as `npm start` runs it on a fresh machine, without
 * Google and with the local sign-in, on its own ports so that both harnesses run side by side.
 */
export const LOCAL_SIGN_IN_PORT_OFFSET = 10;

export function localSignInPorts() {
  return testPorts(Number(process.env.E2E_PORT || 3100) + LOCAL_SIGN_IN_PORT_OFFSET);
}

/** The local-sign-in harness's default administrator (docs/product.md, configuration: `ADMIN_EMAILS`). */
export const LOCAL_ADMIN_EMAIL = "admin@localhost";
