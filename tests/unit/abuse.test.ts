import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rawQuery } from "~/infra/db.server";
import { CAPTCHA_FIELD, FORM_TOKEN_FIELD } from "~/forms/abuse";
import { checkSubmission, hitRateLimit, issueChallenge, withinRateLimit } from "~/services/abuse.server";

/** A submission of `formName` served at `issuedAt`, answered with `answer` (the right sum when left out). */
function posted(formName: string, issuedAt: number, answer?: string) {
  const challenge = issueChallenge(formName, issuedAt);
  if (challenge.kind !== "builtin") throw new Error("the unit tests run with the built-in captcha");
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(challenge.question) ?? [];
  const data = new FormData();
  data.set(FORM_TOKEN_FIELD, challenge.token);
  data.set(CAPTCHA_FIELD, answer ?? String(Number(a) + Number(b)));
  return { data, token: challenge.token, a: Number(a), b: Number(b) };
}

const served = Date.now() - 60_000;

// The first getDb() migrates this file's in-memory database: done once here, not inside a test's time.
beforeAll(async () => {
  await getDb();
}, 120_000);

describe("the built-in captcha (docs/decisions/0003-built-in-captcha-and-time-trap.md)", () => {
  it("accepts the right sum once", async () => {
    const { data } = posted("contact", served);
    expect(await checkSubmission("contact", data)).toEqual({ ok: true });
  });

  it("carries neither the numbers nor the sum in the token", () => {
    for (let i = 0; i < 50; i += 1) {
      const { token, a, b } = posted("contact", served);
      const plain = token.split(/[.]/);
      expect(plain).not.toContain(String(a));
      expect(plain).not.toContain(String(b));
      expect(plain).not.toContain(String(a + b));
      expect(plain).not.toContain(String(served));
    }
  });

  it("accepts each token once only, across processes (the database remembers it until it expires)", async () => {
    const { data } = posted("contact", served);
    expect(await checkSubmission("contact", data)).toEqual({ ok: true });
    expect(await checkSubmission("contact", data)).toMatchObject({ ok: false, reason: "token" });
    const [row] = await rawQuery<{ n: number }>("select count(*)::int as n from used_form_tokens");
    expect(row!.n).toBeGreaterThan(0);
  });

  it("forgets a used token once it could no longer be accepted anyway", async () => {
    const old = posted("contact", served - 10 * 60 * 60_000);
    expect(await checkSubmission("contact", old.data, { now: served - 10 * 60 * 60_000 + 5000 })).toEqual({ ok: true });
    const fresh = posted("contact", served);
    expect(await checkSubmission("contact", fresh.data, { now: served + 5000 })).toEqual({ ok: true });
    const [row] = await rawQuery<{ n: number }>(
      "select count(*)::int as n from used_form_tokens where expires_at < $1",
      [new Date(served).toISOString()],
    );
    expect(row!.n).toBe(0);
  });

  it("refuses a token of another form and a tampered token", async () => {
    const { data } = posted("workshop", served);
    expect(await checkSubmission("contact", data)).toMatchObject({ ok: false, reason: "token" });
    const other = posted("contact", served);
    const token = String(other.data.get(FORM_TOKEN_FIELD));
    other.data.set(FORM_TOKEN_FIELD, `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`);
    expect(await checkSubmission("contact", other.data)).toMatchObject({ ok: false, reason: "token" });
  });

  it.each(["5.0", "0x5", "5e0", "+5", "05.", "five", "", "1 2"])(
    "accepts only a plain integer: %j is refused even when it equals the sum",
    async (typed) => {
      const { data, a, b } = posted("contact", served);
      const sum = a + b;
      const answer = typed.replace("5", String(sum)).replace("0x" + String(sum), `0x${sum.toString(16)}`);
      data.set(CAPTCHA_FIELD, answer);
      expect(await checkSubmission("contact", data)).toMatchObject({ ok: false, reason: "captcha" });
    },
  );

  it("counts failed answers toward the rate limit of the client's address", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 10; i += 1) {
      const { data } = posted("contact", served, "999");
      expect(await checkSubmission("contact", data, { clientAddress: address })).toMatchObject({ ok: false });
    }
    expect(await withinRateLimit(address, "contact")).toBe(false);
    expect(await withinRateLimit("192.0.2.78", "contact")).toBe(true);
  });
});

describe("rate limits", () => {
  const minute = 60_000;
  const start = Math.floor(Date.parse("2026-11-24T10:00:00Z") / minute) * minute;

  it("store keyed hashes, never the address or the e-mail", async () => {
    await withinRateLimit("198.51.100.9", "hash-check", "Someone@Example.com", { now: start });
    const rows = await rawQuery<{ key: string }>("select key from rate_limits");
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toMatch(/198\.51|example\.com|someone|hash-check/i);
    }
  });

  it("slide: the limit holds across a minute boundary (a fixed minute let twice the limit through)", async () => {
    const address = "198.51.100.10";
    for (let i = 0; i < 10; i += 1) {
      expect(await withinRateLimit(address, "slide", undefined, { now: start + 59_000 + i })).toBe(true);
    }
    expect(await withinRateLimit(address, "slide", undefined, { now: start + minute + 500 })).toBe(false);
    // A full minute after the burst, the address may send again.
    expect(await withinRateLimit(address, "slide", undefined, { now: start + 2 * minute + 59_500 })).toBe(true);
  });

  it("prune windows that can no longer count", async () => {
    await withinRateLimit("198.51.100.11", "prune", undefined, { now: start - 10 * minute });
    await withinRateLimit("198.51.100.12", "prune", undefined, { now: start + 10 * minute });
    const [old] = await rawQuery<{ n: number }>("select count(*)::int as n from rate_limits where window_start < $1", [
      new Date(start + 8 * minute).toISOString(),
    ]);
    expect(old!.n).toBe(0);
  });

  it("limits by any window and limit, e.g. a few a day", async () => {
    const day = 24 * 60 * minute;
    const limit = { limit: 3, windowMs: day };
    for (let i = 0; i < 3; i += 1)
      expect(await hitRateLimit("ack:one@example.com", { ...limit, now: start + i })).toBe(true);
    expect(await hitRateLimit("ack:one@example.com", { ...limit, now: start + 12 * 60 * minute })).toBe(false);
    expect(await hitRateLimit("ack:two@example.com", { ...limit, now: start })).toBe(true);
  });
});
