import { Authenticator } from "remix-auth";
import { GoogleStrategy, type GoogleProfile } from "remix-auth-google";
import { paths } from "~/lib/paths";
import { getConfig, type AppConfig } from "./config.server";
import { sessionStorage, USER_KEY, type SessionUser } from "./session.server";

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

/** Admin access and profile ownership hang on the e-mail address, so an unverified one is refused. */
export class UnverifiedEmailError extends Error {
  constructor() {
    super("The identity provider has not verified this e-mail address.");
  }
}

export function userFromProfile(profile: GoogleProfile): SessionUser {
  const email = profile.emails?.[0]?.value?.trim().toLowerCase();
  if (!email) throw new Error("The identity provider did not share an email address.");
  // Google sends a boolean; some OpenID providers send the string "true".
  const verified = (profile._json as { email_verified?: unknown }).email_verified;
  if (verified !== true && verified !== "true") throw new UnverifiedEmailError();
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
    authenticator.use(
      new ConfigurableGoogleStrategy(config.google, `${config.publicOrigin}${paths.authGoogleCallback}`),
    );
  }
  return authenticator;
}

export function isSignInConfigured(): boolean {
  return Boolean(getConfig().google);
}
