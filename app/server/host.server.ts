import type { Session } from "@remix-run/node";
import type { Challenge } from "~/forms/abuse";
import { mayBeSignedIn } from "./http/auth.server";
import { getConfig, type AppConfig } from "./infra/config.server";
import { rawQuery } from "./infra/db.server";
import { commitSession, SESSION_ID_KEY, sessionStorage, type SessionUser } from "./infra/session.server";
import {
  bodyLimitFor,
  bodyNeedsSignIn,
  isFormContentType,
  isSafeMethod,
  PEER_ADDRESS_HEADER,
  requestSite,
} from "./infra/request-rules.server";
import { beginDraining, startServices, stopServices } from "./lifecycle.server";
import { isAdmin } from "./http/auth.server";
import { captchaAnswerForTests, issueChallenge } from "./services/abuse.server";
import { onListChange } from "./services/list-versions.server";
import { startSession } from "./services/sessions.server";

/**
 * Everything the HTTP server (server/, compiled on its own) asks of the app, as one typed object: the build's entry
 * module exports it as `appHost`, and server/app-host.ts reads it from the build with this type (decision record
 * 0042). Nothing else of the app is reached from outside the build.
 */
export interface AppHost {
  /** The one parsed configuration (app/server/infra/config.server.ts): the server reads none of its own. */
  getConfig(): AppConfig;
  /** Start-up and shutdown, in the composition root's order (lifecycle.server.ts). */
  startServices(): Promise<void>;
  beginDraining(): void;
  stopServices(): Promise<void>;
  /** The rules of the HTTP layer that the Express server applies before Remix (request-rules.server.ts). */
  rules: {
    peerAddressHeader: string;
    isSafeMethod: typeof isSafeMethod;
    isFormContentType: typeof isFormContentType;
    requestSite: typeof requestSite;
    bodyLimitFor: typeof bodyLimitFor;
    bodyNeedsSignIn: typeof bodyNeedsSignIn;
    /** Could this Cookie header belong to a signed-in visitor? (a route that needs sign-in reads no visitor's body) */
    mayBeSignedIn(cookie: string | undefined): Promise<boolean>;
  };
  /** A fresh challenge for a form, for a page the page cache keeps (server/page-cache.ts, decision record 0018). */
  issueChallenge(formName: string): Challenge;
  /**
   * Calls the listener whenever a list may have changed: this process's writes and, through the database's
   * LISTEN/NOTIFY, every other process's (the page cache drops its list pages; decision record 0044).
   */
  onListChange(listener: (list: string | null) => void): void;
  /**
   * What the browser tests' harness needs inside the app's process (the same database client, the sealed tokens'
   * key, the configuration object): null unless TEST_FAULTS=1, which the configuration refuses on a public origin.
   */
  testSupport(): TestSupport | null;
}

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

const testSupport: TestSupport = {
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

export const appHost: AppHost = {
  getConfig,
  startServices,
  beginDraining,
  stopServices,
  rules: {
    peerAddressHeader: PEER_ADDRESS_HEADER,
    isSafeMethod,
    isFormContentType,
    requestSite,
    bodyLimitFor,
    bodyNeedsSignIn,
    mayBeSignedIn,
  },
  issueChallenge: (formName) => issueChallenge(formName),
  onListChange: (listener) => {
    onListChange(listener);
  },
  testSupport: () => (getConfig().testFaults ? testSupport : null),
};
