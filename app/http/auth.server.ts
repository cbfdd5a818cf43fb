import { createCookie, redirect } from "@remix-run/node";
import {
  clearTrainerProfileCookie,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  stampTrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";
import { safeRedirect } from "~/lib/safe-redirect";
import { getConfig } from "~/infra/config.server";
import { commitSession, getSession, SESSION_ID_KEY, sessionSecrets, type SessionUser } from "~/infra/session.server";
import { endSession, endSessionsOf, startSession } from "~/services/sessions.server";
import { adoptLocalProfile, type AdoptedLocalProfile } from "~/services/trainer-profiles.server";
import { putFlash, type FlashMessage } from "./flash.server";
import { requestFacts } from "./request-facts.server";
import { forgetFormDraftHeaders } from "./form-draft.server";
import { paths } from "~/lib/paths";

/**
 * The signed-in user: the cookie's session id must name a live row of the sessions table. While the
 * database is down pages still render (docs/product.md, operations): as signed out.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await requestFacts(request)).user;
}

/**
 * For the HTTP server's body guard (server/request-guards.ts, through the app host (app/host.server.ts)): could this cookie
 * belong to a signed-in visitor? False only when it names no live session, so that a route that needs sign-in never
 * reads a visitor's body; while the database is away, true (the body is read and the action answers 503 as usual).
 */
export async function mayBeSignedIn(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const { user, userOutage: outage } = await requestFacts(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return Boolean(user || outage);
}

/**
 * The signed-in user for an action that changes something: like getUser, but a session that could not be
 * read because the database is away throws that error (the action answers 503, app/http/outage.server.ts).
 */
export async function getActingUser(request: Request): Promise<SessionUser | null> {
  const { user, userOutage: outage } = await requestFacts(request);
  if (outage) throw outage;
  return user;
}

/** Name and e-mail that the enquiry forms start with: the signed-in user's, else empty (docs/product.md sections 2 and 6). */
export async function signedInContact(request: Request): Promise<{ name: string; email: string }> {
  const user = await getUser(request);
  return { name: user?.name ?? "", email: user?.email ?? "" };
}

/**
 * Starts a server-side session for the user and answers with the cookie that names it. The browser's local
 * profile (the board panel's, signed out) fills the account's trainer profile where that is empty, and a note
 * says what was taken over and what was kept (decision record 0039): nothing saved is overwritten silently.
 */
export async function signInHeaders(request: Request, user: SessionUser): Promise<HeadersInit> {
  const session = await getSession(request);
  const previous: unknown = session.get(SESSION_ID_KEY);
  if (typeof previous === "string" && previous) await endSession(previous);
  session.set(SESSION_ID_KEY, await startSession(user, { admin: isAdmin(user) }));
  session.unset("oauth2:state");
  const cookieHeader = request.headers.get("Cookie");
  const note = takenOverNote(await adoptLocalProfile(user, cookieHeader));
  if (note) putFlash(session, { kind: "info", text: note });
  const headers = new Headers({ "Set-Cookie": await commitSession(session) });
  // The local profile now belongs to this trainer: stamped with their e-mail, so that a next person signing in
  // on this browser neither sees it nor has it taken over into their profile.
  const local = readTrainerProfileCookieFor(cookieHeader, null);
  if (note && local.owner === undefined) {
    headers.append(
      "Set-Cookie",
      serializeTrainerProfileCookie(stampTrainerProfileCookie(local, user.email), {
        secure: getConfig().secureCookies,
      }),
    );
  }
  return headers;
}

/** The sign-in's note about the browser's local profile, or null when it changed nothing and kept nothing. */
export function takenOverNote({ taken, kept }: AdoptedLocalProfile): string | null {
  const parts: string[] = [];
  if (taken.length > 0) parts.push(`Your trainer profile now has the ${taken.join(" and ")} saved in this browser.`);
  if (kept.length > 0) {
    parts.push(`Your saved ${kept.join(" and ")} ${kept.length > 1 ? "were" : "was"} kept, not this browser's.`);
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * Ends the user's sessions everywhere (a copied cookie stops working too), clears the trainer's draft
 * cookie and forgets the browser's form draft (decision record 0038) so that the next person on a shared
 * browser never sees them, and leaves a note saying so (or the caller's note, e.g. after "Delete my profile").
 */
export async function signOutHeaders(
  request: Request,
  note: FlashMessage = { kind: "info", text: "You are signed out." },
): Promise<Headers> {
  const user = await getUser(request);
  if (user) await endSessionsOf(user.email);
  const session = await getSession(request);
  session.unset(SESSION_ID_KEY);
  putFlash(session, note);
  const headers = new Headers({ "Set-Cookie": await commitSession(session) });
  headers.append("Set-Cookie", clearTrainerProfileCookie({ secure: getConfig().secureCookies }));
  const forgetDraft = await forgetFormDraftHeaders(request);
  if (forgetDraft) headers.append("Set-Cookie", forgetDraft);
  return headers;
}

/**
 * Where to return after sign-in; a cookie of its own, since the OAuth round trip leaves our site.
 * Signed with the session secret, so another site cannot plant a target (docs/product.md section 8).
 */
export const returnToCookie = () =>
  createCookie("auth_return_to", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 10 * 60,
    secure: getConfig().secureCookies,
    secrets: sessionSecrets(),
  });

/** The signed return target, kept on our site; an unsigned, tampered or malformed cookie gives the home page. */
export async function readReturnTo(request: Request): Promise<string> {
  try {
    return safeRedirect(await returnToCookie().parse(request.headers.get("Cookie")), paths.home);
  } catch {
    return paths.home;
  }
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return paths.login({ redirectTo: `${url.pathname}${url.search}` });
}

/** The signed-in user; a visitor is sent to the sign-in page and brought back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginPath(request));
  return user;
}

export function isAdmin(user: SessionUser | null): boolean {
  return Boolean(user && getConfig().adminEmails.includes(user.email.toLowerCase()));
}

/** An admin (an email in ADMIN_EMAILS); a visitor is sent to sign in, anyone else gets 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw new Response("Only the site's administrators may open this page.", { status: 403 });
  return user;
}
