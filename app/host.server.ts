import type { Challenge } from "~/forms/abuse";
import { mayBeSignedIn } from "./http/auth.server";
import { getConfig, type AppConfig } from "./infra/config.server";
import {
  bodyLimitFor,
  bodyNeedsSignIn,
  isFormContentType,
  isSafeMethod,
  PEER_ADDRESS_HEADER,
  requestSite,
} from "./infra/request-rules.server";
import { securityHeaders } from "./infra/security-headers.server";
import { beginDraining, startServices, stopServices } from "./lifecycle.server";
import { issueChallenge } from "./services/abuse.server";
import { onListChange } from "./services/list-versions.server";

/**
 * Everything the HTTP server (server/, compiled on its own) asks of the app, as one typed object: the build's entry
 * module exports it as `appHost`, and server/app-host.ts reads it from the build with this type (decision record
 * 0042). Nothing else of the app is reached from outside the build; the browser tests reach the database and the
 * secret themselves (decision record 0067).
 */
export interface AppHost {
  /** The one parsed configuration (app/infra/config.server.ts): the server reads none of its own. */
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
    /** The security headers the app sets on its pages, which the server also sets on static files. */
    securityHeaders: typeof securityHeaders;
  };
  /** A fresh challenge for a form, for a page the page cache keeps (server/page-cache.ts, decision record 0018). */
  issueChallenge(formName: string): Challenge;
  /**
   * Calls the listener whenever a list may have changed: this process's writes and, through the database's
   * LISTEN/NOTIFY, every other process's (the page cache drops its list pages; decision record 0044).
   */
  onListChange(listener: (list: string | null) => void): void;
}

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
    securityHeaders,
  },
  issueChallenge: (formName) => issueChallenge(formName),
  onListChange: (listener) => {
    onListChange(listener);
  },
};
