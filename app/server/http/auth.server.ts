import { createCookie, redirect } from "@remix-run/node";
import { getConfig } from "~/server/infra/config.server";
import { commitSession, getSession, USER_KEY, type SessionUser } from "~/server/infra/session.server";
import { putFlash } from "./flash.server";

export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  const user = session.get(USER_KEY) as SessionUser | undefined;
  return user?.email ? user : null;
}

/** Stores the signed-in user in the session and answers with its cookie. */
export async function signInHeaders(request: Request, user: SessionUser): Promise<HeadersInit> {
  const session = await getSession(request);
  session.set(USER_KEY, user);
  session.unset("oauth2:state");
  return { "Set-Cookie": await commitSession(session) };
}

/** Forgets the signed-in user and leaves a note saying so, in one session cookie. */
export async function signOutHeaders(request: Request): Promise<HeadersInit> {
  const session = await getSession(request);
  session.unset(USER_KEY);
  putFlash(session, { kind: "info", text: "You are signed out." });
  return { "Set-Cookie": await commitSession(session) };
}

/** Where to return after sign-in; a cookie of its own, since the OAuth round trip leaves our site. */
export const returnToCookie = () =>
  createCookie("auth_return_to", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 10 * 60,
    secure: getConfig().secureCookies,
  });

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
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
