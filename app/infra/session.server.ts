import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { getConfig } from "./config.server";

/**
 * Without SESSION_SECRET, a random secret is made once and kept beside the embedded database, so that
 * sign-ins survive a restart; with an in-memory database it lives as long as the process.
 */
export function sessionSecrets(): string[] {
  const config = getConfig();
  if (config.sessionSecrets?.length) return config.sessionSecrets;
  const store = globalThis as typeof globalThis & { __edukonSessionSecret?: string };
  if (store.__edukonSessionSecret) return [store.__edukonSessionSecret];
  let secret: string;
  if (config.dataDir.startsWith("memory://")) {
    secret = randomBytes(32).toString("hex");
  } else {
    const dir = path.resolve(config.dataDir);
    const file = path.join(dir, "session-secret");
    if (existsSync(file)) {
      secret = readFileSync(file, "utf8").trim();
    } else {
      mkdirSync(dir, { recursive: true });
      secret = randomBytes(32).toString("hex");
      writeFileSync(file, secret, { mode: 0o600 });
    }
  }
  store.__edukonSessionSecret = secret;
  return [secret];
}

/**
 * The session cookie, signed with `secrets` (the first signs, any of them opens), `secure` on an https origin. A plain
 * function of its settings: the browser tests sign their sessions' cookies with it and the harness's secret
 * (tests/support/session.ts, decision record 0067).
 */
export function sessionCookieStorage(secrets: string[], secure: boolean) {
  return createCookieSessionStorage({
    cookie: {
      // The __Host- prefix pins the cookie to our exact origin; browsers only accept it when Secure.
      name: secure ? "__Host-edukon_session" : "edukon_session",
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      secrets,
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

let storage: ReturnType<typeof createCookieSessionStorage> | undefined;

export function sessionStorage() {
  storage ??= sessionCookieStorage(sessionSecrets(), getConfig().secureCookies);
  return storage;
}

/** The signed-in user as the sessions table keeps it (set by sign-in, read on every request). */
export type SessionUser = { name: string; email: string; picture: string | null };

/** The session key remix-auth is given; we never store a user there (the strategy returns it instead). */
export const USER_KEY = "user";

/** The session key holding the id of the server-side session (services/sessions.server.ts). */
export const SESSION_ID_KEY = "sid";

/** A server-side session's id as the sessions table keys it: only its hash is stored (decision record 0011). */
export function sessionIdHash(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

export function getSession(request: Request): Promise<Session> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Session): Promise<string> {
  return sessionStorage().commitSession(session);
}
