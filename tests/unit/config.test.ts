import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/server/infra/config.server";

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
});
