import { randomBytes } from "node:crypto";
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

let storage: ReturnType<typeof createCookieSessionStorage> | undefined;

export function sessionStorage() {
  if (!storage) {
    const config = getConfig();
    storage = createCookieSessionStorage({
      cookie: {
        // The __Host- prefix pins the cookie to our exact origin; browsers only accept it when Secure.
        name: config.secureCookies ? "__Host-edukon_session" : "edukon_session",
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        path: "/",
        secrets: sessionSecrets(),
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Session): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * `target` names the element the message is about (e.g. `lead-12`), so a page can also show it there;
 * `inline` messages are shown only there, not in the banner at the top.
 */
export type FlashMessage = { kind: "success" | "error" | "info"; text: string; target?: string; inline?: boolean };

const FLASH_KEY = "flash";

/** Puts a one-time message in the session; the next page shows it (redirect-after-POST). */
export async function flashHeaders(request: Request, message: FlashMessage): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash(FLASH_KEY, message);
  return { "Set-Cookie": await commitSession(session) };
}

/** Reads (and so consumes) the flash message; the caller must send the returned Set-Cookie. */
export async function readFlash(request: Request): Promise<{ flash: FlashMessage | null; setCookie: string | null }> {
  const session = await getSession(request);
  const flash = (session.get(FLASH_KEY) as FlashMessage | undefined) ?? null;
  return { flash, setCookie: flash ? await commitSession(session) : null };
}
