/**
 * The browser tests' server build (issue 26 section 3; decision record 0051): the app exactly as `npm run build` bundles
 * it, plus what the harness (tests/support/harness.ts) needs inside the app's process, in a second bundle of its own,
 * `build/test-host/index.js`. remix.config.js makes this file the server entry when EDUKON_TEST_HOST_BUILD=1 (`npm run
 * build` runs that build after the production one), so the production entry module (build/index.js) holds none of it.
 *
 * It has to be bundled with the app, not beside it: the harness's SQL must reach the app's own database client (an
 * in-memory PGlite lives only in that module instance), sessions are signed with the app's configuration, and the
 * word-profile switch changes the app's configuration object.
 */
export * from "@remix-run/dev/server-build";
import type { Session } from "@remix-run/node";
import type { Challenge } from "~/forms/abuse";
import { isAdmin } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { rawQuery } from "~/infra/db.server";
import { commitSession, SESSION_ID_KEY, sessionStorage, type SessionUser } from "~/infra/session.server";
import { captchaAnswerForTests, issueChallenge } from "~/services/abuse.server";
import { startSession } from "~/services/sessions.server";

export interface TestSupport {
  rawQuery(text: string, params?: unknown[]): Promise<unknown[]>;
  issueChallenge(formName: string, now?: number): Challenge;
  captchaAnswerForTests(formName: string, token: string): number | null;
  /** WORD_PROFILE_FORM_URL is read once at start; the tests of both of its states switch it. */
  setWordProfileFormUrl(url: string | undefined): void;
  /**
   * A signed-in session made directly, as sign-in makes it (a sessions row, an admin's shorter one for an admin
   * e-mail, and the signed cookie that names it), for browser tests that are not about signing in.
   */
  sessionCookie(user: SessionUser): Promise<{ name: string; value: string }>;
}

const support: TestSupport = {
  rawQuery,
  issueChallenge,
  captchaAnswerForTests,
  setWordProfileFormUrl(url) {
    getConfig().wordProfileFormUrl = url;
  },
  async sessionCookie(user) {
    const session: Session = await sessionStorage().getSession();
    session.set(SESSION_ID_KEY, await startSession(user, { admin: isAdmin(user) }));
    const setCookie = await commitSession(session);
    const [pair = ""] = setCookie.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  },
};

/**
 * The harness's helpers, or null unless TEST_FAULTS=1 (which the configuration refuses on a public origin): this build
 * is never served in production, and if it ever were, it would still hand out nothing.
 */
export function testSupport(): TestSupport | null {
  return getConfig().testFaults ? support : null;
}
