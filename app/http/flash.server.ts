import type { Session } from "@remix-run/node";
import { commitSession, getSession } from "~/infra/session.server";

/**
 * `target` names the element the message is about (e.g. `lead-12`), so a page can also show it there;
 * `inline` messages are shown only there, not in the banner at the top; `reason` is the machine-readable why
 * of a refusal (the form's contract names its values), for the page to act on instead of the text.
 */
export type FlashMessage = {
  kind: "success" | "error" | "info";
  text: string;
  target?: string;
  inline?: boolean;
  reason?: string;
};

const FLASH_KEY = "flash";

/** Puts a one-time message in a session that the caller commits. */
export function putFlash(session: Session, message: FlashMessage): void {
  session.flash(FLASH_KEY, message);
}

/** Puts a one-time message in the session; the next page shows it (redirect-after-POST). */
export async function flashHeaders(request: Request, message: FlashMessage): Promise<HeadersInit> {
  const session = await getSession(request);
  putFlash(session, message);
  return { "Set-Cookie": await commitSession(session) };
}

/**
 * Reads (and so consumes) the flash message; the caller must send the returned Set-Cookie. A HEAD reads it without
 * consuming it: nobody sees a HEAD's page (a link checker, a prefetching proxy), so the message waits for the GET.
 */
export async function readFlash(request: Request): Promise<{ flash: FlashMessage | null; setCookie: string | null }> {
  const session = await getSession(request);
  const flash = (session.get(FLASH_KEY) as FlashMessage | undefined) ?? null;
  if (request.method === "HEAD") return { flash, setCookie: null };
  return { flash, setCookie: flash ? await commitSession(session) : null };
}
