import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/infra/config.server";

describe("configuration", () => {
  it("runs everything on the embedded defaults with no variables", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe("./.data");
    expect(config.seedSampleData).toBe(true);
    expect(config.google).toBeUndefined();
    expect(config.rateLimitPerMinute).toBe(10);
    expect(config.formMinFillMs).toBe(1000);
    expect(config.trustProxyHops).toBe(0);
    expect(config.pincodeApiUrl).toBe("https://api.postalpincode.in/pincode");
    expect(config.secureCookies).toBe(false);
  });

  it("derives the origin from PORT and marks https origins for secure cookies", () => {
    expect(parseConfig({ PORT: "8080" }).publicOrigin).toBe("http://localhost:8080");
    const config = parseConfig({ PUBLIC_ORIGIN: "https://training.example.com/" });
    expect(config.publicOrigin).toBe("https://training.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("does not seed PostgreSQL unless asked, and needs a session secret there", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://u@h/db" })).toThrow(/SESSION_SECRET/);
    const config = parseConfig({ DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "a,b" });
    expect(config.seedSampleData).toBe(false);
    expect(config.sessionSecrets).toEqual(["a", "b"]);
    expect(
      parseConfig({ DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "a", SEED_SAMPLE_DATA: "1" }).seedSampleData,
    ).toBe(true);
  });

  it("names every bad variable in one readable message", () => {
    let message = "";
    try {
      parseConfig({ PORT: "eighty", RATE_LIMIT_PER_MINUTE: "-1", SMTP_URL: "mail.example.com" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("PORT");
    expect(message).toContain("RATE_LIMIT_PER_MINUTE");
    expect(message).toContain("SMTP_URL");
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "only-id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it("allows the browser tests' fault injection only on a loopback origin, and keeps it off by default", () => {
    expect(parseConfig({}).testFaults).toBe(false);
    expect(parseConfig({ PUBLIC_ORIGIN: "http://localhost:3100", TEST_FAULTS: "1" }).testFaults).toBe(true);
    expect(() => parseConfig({ PUBLIC_ORIGIN: "https://training.example.com", TEST_FAULTS: "1" })).toThrow(
      /TEST_FAULTS: is for the browser tests only/,
    );
  });

  it("lower-cases admin emails and points Google at overridable endpoints", () => {
    const config = parseConfig({
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_TOKEN_URL: "http://127.0.0.1:9/token",
    });
    expect(config.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
    expect(config.google?.tokenUrl).toBe("http://127.0.0.1:9/token");
    expect(config.google?.authorizationUrl).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  });

  describe("local sign-in", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };

    it("is on by default on a loopback origin without Google, with admin@localhost as the admin", () => {
      for (const origin of [undefined, "http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost"]) {
        const config = parseConfig({ PUBLIC_ORIGIN: origin });
        expect(config.localSignIn, String(origin)).toEqual({ enabled: true, publicOrigin: false });
        expect(config.adminEmails).toEqual(["admin@localhost"]);
      }
    });

    it("is off on a public origin unless LOCAL_SIGN_IN=1, which marks it for the start-up warning", () => {
      const publicSite = parseConfig({ PUBLIC_ORIGIN: "https://training.example.com" });
      expect(publicSite.localSignIn.enabled).toBe(false);
      expect(publicSite.adminEmails).toEqual([]);
      const forced = parseConfig({ PUBLIC_ORIGIN: "https://training.example.com", LOCAL_SIGN_IN: "1" });
      expect(forced.localSignIn).toEqual({ enabled: true, publicOrigin: true });
      expect(forced.adminEmails).toEqual(["admin@localhost"]);
      expect(parseConfig({ PUBLIC_ORIGIN: "http://localhost.evil.example" }).localSignIn.enabled).toBe(false);
    });

    it("is never on when Google is configured, even with LOCAL_SIGN_IN=1", () => {
      expect(parseConfig(google).localSignIn.enabled).toBe(false);
      expect(parseConfig({ ...google, LOCAL_SIGN_IN: "1" }).localSignIn.enabled).toBe(false);
      expect(parseConfig(google).adminEmails).toEqual([]);
    });

    it("keeps ADMIN_EMAILS when it is set, and LOCAL_SIGN_IN=0 turns it off", () => {
      expect(parseConfig({ ADMIN_EMAILS: "Boss@Example.com" }).adminEmails).toEqual(["boss@example.com"]);
      expect(parseConfig({ LOCAL_SIGN_IN: "0" }).localSignIn.enabled).toBe(false);
      expect(parseConfig({ LOCAL_SIGN_IN: "0" }).adminEmails).toEqual([]);
      expect(() => parseConfig({ LOCAL_SIGN_IN: "yes" })).toThrow(/LOCAL_SIGN_IN/);
    });
  });
});
