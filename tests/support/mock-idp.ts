import { OAuth2Server } from "oauth2-mock-server";

/**
 * Who signs in. `outcome` plays the provider's unhappy paths: `cancel` answers the callback with
 * `error=access_denied` (the visitor pressed Cancel), `fail-exchange` refuses the code at the token
 * endpoint. `emailVerified: false` makes the userinfo say the address is not verified.
 */
export type MockIdentity = {
  email: string;
  name: string;
  picture?: string;
  emailVerified?: boolean;
  outcome?: "cancel" | "fail-exchange";
};

/** The cookie a test sets (for localhost, so the identity provider sees it) to choose who signs in. */
export const MOCK_IDENTITY_COOKIE = "mock_idp_identity";

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * oauth2-mock-server playing Google: the authorization code flow is real (redirects, code, token,
 * userinfo); the identity comes from a cookie the test set before clicking Sign In.
 */
export async function startMockIdp(port: number) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const identityByCode = new Map<string, MockIdentity>();
  const failingCodes = new Set<string>();

  server.service.on(
    "beforeAuthorizeRedirect",
    (redirect: { url: URL }, req: { headers: Record<string, string | undefined> }) => {
      const code = redirect.url.searchParams.get("code");
      const raw = readCookie(req.headers.cookie, MOCK_IDENTITY_COOKIE);
      if (!code) return;
      const identity: MockIdentity = raw
        ? (JSON.parse(raw) as MockIdentity)
        : { email: "trainer@edukon.test", name: "Test Trainer" };
      if (identity.outcome === "cancel") {
        redirect.url.searchParams.delete("code");
        redirect.url.searchParams.set("error", "access_denied");
        return;
      }
      identityByCode.set(code, identity);
    },
  );

  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
      const code = req.body?.code;
      const identity = code ? identityByCode.get(code) : undefined;
      if (identity) {
        token.payload.mock_identity = identity;
        identityByCode.delete(code!);
        if (identity.outcome === "fail-exchange") failingCodes.add(code!);
      }
    },
  );

  server.service.on(
    "beforeResponse",
    (response: { body: Record<string, unknown>; statusCode: number }, req: { body?: Record<string, string> }) => {
      const code = req.body?.code;
      if (code && failingCodes.has(code)) {
        failingCodes.delete(code);
        response.statusCode = 400;
        response.body = { error: "invalid_grant" };
      }
    },
  );

  server.service.on(
    "beforeUserinfo",
    (
      response: { body: Record<string, unknown>; statusCode: number },
      req: { headers: Record<string, string | undefined> },
    ) => {
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
      const identity = (bearer ? decodeJwtPayload(bearer).mock_identity : undefined) as MockIdentity | undefined;
      if (!identity) {
        response.statusCode = 401;
        response.body = { error: "invalid_token" };
        return;
      }
      const [givenName, ...rest] = identity.name.split(" ");
      response.body = {
        sub: `mock-${identity.email}`,
        email: identity.email,
        email_verified: identity.emailVerified ?? true,
        name: identity.name,
        given_name: givenName,
        family_name: rest.join(" "),
        picture: identity.picture,
      };
    },
  );

  await server.start(port, "127.0.0.1");
  const base = `http://127.0.0.1:${port}`;
  return {
    authorizationUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/userinfo`,
    stop: () => server.stop(),
  };
}
