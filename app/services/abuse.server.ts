import { createHmac, randomInt } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { CAPTCHA_FIELD, CAPTCHA_MESSAGE, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type Challenge } from "~/forms/abuse";
import { canonicalEmail } from "~/lib/email-address";
import { getConfig } from "~/infra/config.server";
import { getDb, schema } from "~/infra/db.server";
import { sessionSecrets } from "~/infra/session.server";
import { openFormToken, sealFormToken, type OpenedToken } from "./form-token.server";

/**
 * Abuse protection of docs/product.md section 8 for the public forms: a sealed, single-use form token that
 * carries the time-trap and the built-in captcha's answer, a honeypot field, reCAPTCHA when its keys are set,
 * and rate limits shared by every server process (the `rate_limits` table).
 */

/** A challenge is good for two hours: long enough for a slow typist, short enough to stop hoarding. */
const TOKEN_LIFETIME_MS = 2 * 60 * 60_000;

/**
 * A fresh challenge for a form about to be served: its sealed token (form-token.server.ts) carries when it was served
 * and the captcha's sum, so a bot cannot read the answer from the token.
 */
export function issueChallenge(formName: string, now = Date.now()): Challenge {
  const recaptcha = getConfig().recaptcha;
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const [secret = ""] = sessionSecrets();
  const token = sealFormToken(secret, formName, { issuedAt: now, sum: a + b });
  if (recaptcha) return { kind: "recaptcha", token, siteKey: recaptcha.siteKey };
  return { kind: "builtin", token, question: `What is ${a} + ${b}?` };
}

/**
 * Marks a token used, once across all server processes: false when it was used already. Tokens past
 * their lifetime are refused before this, so their rows are pruned here.
 */
async function spendToken(token: OpenedToken, now: number): Promise<boolean> {
  const db = await getDb();
  await db.delete(schema.usedFormTokens).where(lt(schema.usedFormTokens.expiresAt, new Date(now)));
  const inserted = await db
    .insert(schema.usedFormTokens)
    .values({ tokenId: token.id, expiresAt: new Date(token.issuedAt + TOKEN_LIFETIME_MS) })
    .onConflictDoNothing()
    .returning({ tokenId: schema.usedFormTokens.tokenId });
  return inserted.length === 1;
}

/** A typed captcha answer: a plain integer only ("7"), never "7.0", "0x7", "+7" or "7e0". */
const PLAIN_INTEGER = /^\d{1,3}$/;

const USED_TOKEN_MESSAGE = "This form was already sent. Please check your details and send it again.";

export type AbuseVerdict =
  | { ok: true }
  | { ok: false; reason: "honeypot" | "token" | "too-fast"; message: string }
  | { ok: false; reason: "captcha"; message: string };

/**
 * Checks a submission's honeypot, time-trap and captcha. The caller answers a refusal with 400, the
 * typed values and a new challenge; nothing is stored. Forms that need sign-in skip the captcha: the
 * signed-in account and the rate limit per email already stand between them and a bot.
 */
export async function checkSubmission(
  formName: string,
  formData: FormData,
  { now = Date.now(), captcha = true, clientAddress }: { now?: number; captcha?: boolean; clientAddress?: string } = {},
): Promise<AbuseVerdict> {
  if (String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
    return {
      ok: false,
      reason: "honeypot",
      message: "Your message looks automated and was not sent. Please try again.",
    };
  }
  const token = openFormToken(sessionSecrets(), formName, String(formData.get(FORM_TOKEN_FIELD) ?? ""));
  if (!token || now - token.issuedAt > TOKEN_LIFETIME_MS) {
    return {
      ok: false,
      reason: "token",
      message: "This form has expired. Please check your details and send it again.",
    };
  }
  if (now - token.issuedAt < getConfig().formMinFillMs) {
    return {
      ok: false,
      reason: "too-fast",
      message: "That was faster than a person can fill in this form. Please check your details and send it again.",
    };
  }
  // Used up by this attempt whatever its outcome: a wrong answer cannot be retried on the same sum.
  if (!(await spendToken(token, now))) return { ok: false, reason: "token", message: USED_TOKEN_MESSAGE };
  if (!captcha) return { ok: true };
  const answer = String(formData.get(CAPTCHA_FIELD) ?? "").trim();
  const solved = getConfig().recaptcha
    ? await verifyRecaptcha(answer)
    : PLAIN_INTEGER.test(answer) && Number(answer) === token.sum;
  if (!solved) {
    // A wrong answer counts as a submission, so guessing runs into the rate limit.
    if (clientAddress) await withinRateLimit(clientAddress, formName);
    return { ok: false, reason: "captcha", message: CAPTCHA_MESSAGE };
  }
  return { ok: true };
}

async function verifyRecaptcha(response: string): Promise<boolean> {
  const recaptcha = getConfig().recaptcha;
  if (!recaptcha || !response) return false;
  try {
    const answer = await fetch("https://www.google.com/recaptcha/api/siteverify", {
      method: "POST",
      body: new URLSearchParams({ secret: recaptcha.secretKey, response }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await answer.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}

/**
 * A rate-limit key as stored: an HMAC with the session secret, so the table never holds an address or an
 * e-mail (and a leaked table cannot be matched against a list of them).
 */
function hashedKey(key: string): string {
  const [secret = ""] = sessionSecrets();
  return createHmac("sha256", `rate-limit:${secret}`).update(key).digest("base64url");
}

export type RateLimit = { limit: number; windowMs: number; now?: number };

/**
 * Counts one event for `key` and answers whether it is within `limit` per `windowMs`, as a sliding
 * window: the previous window's count, weighted by how much of it still overlaps the last `windowMs`, plus
 * the current one's (a fixed window let twice the limit through across a boundary). Atomic per row, so
 * every server process agrees; windows that can no longer count are pruned.
 */
export async function hitRateLimit(key: string, { limit, windowMs, now = Date.now() }: RateLimit): Promise<boolean> {
  const db = await getDb();
  const hashed = hashedKey(key);
  const current = Math.floor(now / windowMs) * windowMs;
  await db.delete(schema.rateLimits).where(lt(schema.rateLimits.expiresAt, new Date(now)));
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ key: hashed, windowStart: new Date(current), count: 1, expiresAt: new Date(current + 2 * windowMs) })
    .onConflictDoUpdate({
      target: [schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { count: sql`${schema.rateLimits.count} + 1` },
    })
    .returning({ count: schema.rateLimits.count });
  const [previous] = await db
    .select({ count: schema.rateLimits.count })
    .from(schema.rateLimits)
    .where(and(eq(schema.rateLimits.key, hashed), eq(schema.rateLimits.windowStart, new Date(current - windowMs))));
  const overlap = 1 - (now - current) / windowMs;
  const estimate = (row?.count ?? 0) + (previous?.count ?? 0) * overlap;
  return estimate <= limit;
}

/**
 * Counts one submission of `formName` for the client's address and for the email given, over the last
 * minute; false when either is over RATE_LIMIT_PER_MINUTE (docs/product.md section 9).
 */
export async function withinRateLimit(
  address: string,
  formName: string,
  email?: string,
  { now = Date.now() }: { now?: number } = {},
): Promise<boolean> {
  const rule = { limit: getConfig().rateLimitPerMinute, windowMs: 60_000, now };
  const keys = [`${formName}:ip:${address}`];
  if (email) keys.push(`${formName}:email:${canonicalEmail(email)}`);
  let allowed = true;
  for (const key of keys) if (!(await hitRateLimit(key, rule))) allowed = false;
  return allowed;
}
