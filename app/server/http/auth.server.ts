import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { GoogleStrategy, type GoogleProfile } from "remix-auth-google";
import { getConfig, type AppConfig } from "~/server/infra/config.server";
import { commitSession, getSession, sessionStorage } from "~/server/infra/session.server";

export type SessionUser = { name: string; email: string; picture: string | null };

const USER_KEY = "user";

/**
 * Google's strategy with its three endpoints taken from the configuration, so that tests (and other
 * deployments) can point them at another OpenID provider such as a local mock.
 */
class ConfigurableGoogleStrategy extends GoogleStrategy<SessionUser> {
  constructor(
    private readonly endpoints: NonNullable<AppConfig["google"]>,
    callbackURL: string,
  ) {
    super(
      {
        clientID: endpoints.clientId,
        clientSecret: endpoints.clientSecret,
        callbackURL,
        scope: ["openid", "email", "profile"],
      },
      async ({ profile }) => userFromProfile(profile),
    );
    this.authorizationURL = endpoints.authorizationUrl;
    this.tokenURL = endpoints.tokenUrl;
  }

  protected async userProfile(accessToken: string): Promise<GoogleProfile> {
    const response = await fetch(this.endpoints.userInfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The identity provider answered ${response.status}`);
    const raw = (await response.json()) as GoogleProfile["_json"];
    return {
      provider: "google",
      id: raw.sub,
      displayName: raw.name,
      name: { familyName: raw.family_name, givenName: raw.given_name },
      emails: [{ value: raw.email }],
      photos: [{ value: raw.picture }],
      _json: raw,
    };
  }
}

function userFromProfile(profile: GoogleProfile): SessionUser {
  const email = profile.emails?.[0]?.value?.trim().toLowerCase();
  if (!email) throw new Error("The identity provider did not share an email address.");
  const picture = profile.photos?.[0]?.value;
  return {
    name: profile.displayName?.trim() || email,
    email,
    picture: picture && /^https:\/\//.test(picture) ? picture : null,
  };
}

let authenticator: Authenticator<SessionUser> | undefined;

/** The authenticator, or null when Google sign-in is not configured. */
export function getAuthenticator(): Authenticator<SessionUser> | null {
  const config = getConfig();
  if (!config.google) return null;
  if (!authenticator) {
    authenticator = new Authenticator<SessionUser>(sessionStorage(), { sessionKey: USER_KEY });
    authenticator.use(new ConfigurableGoogleStrategy(config.google, `${config.publicOrigin}/auth/google/callback`));
  }
  return authenticator;
}

export function isSignInConfigured(): boolean {
  return Boolean(getConfig().google);
}

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
