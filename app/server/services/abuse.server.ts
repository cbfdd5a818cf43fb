import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import { sessionSecrets } from "~/server/infra/session.server";

/**
 * Abuse protection of DESIGN.md section 8 for the public forms: a signed form token that carries the
 * time-trap and the built-in captcha's question, a honeypot field, reCAPTCHA when its keys are set,
 * and rate limits shared by every server process (the `rate_limits` table).
 */

export const HONEYPOT_FIELD = "fax_number";
export const FORM_TOKEN_FIELD = "form_token";
export const CAPTCHA_FIELD = "g-recaptcha-response";
export const CAPTCHA_MESSAGE = "Please complete the CAPTCHA";

/** A challenge is good for two hours: long enough for a slow typist, short enough to stop hoarding. */
const TOKEN_LIFETIME_MS = 2 * 60 * 60_000;

export type FormChallenge =
  { kind: "builtin"; token: string; question: string } | { kind: "recaptcha"; token: string; siteKey: string };

function sign(payload: string): string {
  const [secret] = sessionSecrets();
  return createHmac("sha256", `form-token:${secret}`).update(payload).digest("base64url");
}

/** A fresh challenge for a form about to be served: when it was served, and (built-in) a small sum. */
export function issueChallenge(formName: string, now = Date.now()): FormChallenge {
  const recaptcha = getConfig().recaptcha;
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const payload = `${formName}.${now}.${a}.${b}`;
  const token = `${now}.${a}.${b}.${sign(payload)}`;
  if (recaptcha) return { kind: "recaptcha", token, siteKey: recaptcha.siteKey };
  return { kind: "builtin", token, question: `What is ${a} + ${b}?` };
}

type DecodedToken = { issuedAt: number; a: number; b: number };

function decodeToken(formName: string, token: string): DecodedToken | null {
  const [issued, a, b, signature] = token.split(".");
  if (!issued || !a || !b || !signature) return null;
  const expected = Buffer.from(sign(`${formName}.${issued}.${a}.${b}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const decoded = { issuedAt: Number(issued), a: Number(a), b: Number(b) };
  return Number.isFinite(decoded.issuedAt) ? decoded : null;
}

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
  { now = Date.now(), captcha = true }: { now?: number; captcha?: boolean } = {},
): Promise<AbuseVerdict> {
  if (String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
    return {
      ok: false,
      reason: "honeypot",
      message: "Your message looks automated and was not sent. Please try again.",
    };
  }
  const token = decodeToken(formName, String(formData.get(FORM_TOKEN_FIELD) ?? ""));
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
  if (!captcha) return { ok: true };
  const answer = String(formData.get(CAPTCHA_FIELD) ?? "").trim();
  const solved = getConfig().recaptcha
    ? await verifyRecaptcha(answer)
    : answer !== "" && Number(answer) === token.a + token.b;
  if (!solved) return { ok: false, reason: "captcha", message: CAPTCHA_MESSAGE };
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
 * Counts one submission of `formName` for the client's address and for the email given, in the
 * current minute; false when either is over RATE_LIMIT_PER_MINUTE.
 */
export async function withinRateLimit(address: string, formName: string, email?: string): Promise<boolean> {
  const limit = getConfig().rateLimitPerMinute;
  const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const keys = [`${formName}:ip:${address}`];
  if (email) keys.push(`${formName}:email:${email.trim().toLowerCase()}`);
  const db = await getDb();
  let allowed = true;
  for (const key of keys) {
    const [row] = await db
      .insert(schema.rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [schema.rateLimits.key, schema.rateLimits.windowStart],
        set: { count: sql`${schema.rateLimits.count} + 1` },
      })
      .returning({ count: schema.rateLimits.count });
    if ((row?.count ?? 0) > limit) allowed = false;
  }
  return allowed;
}

export const RATE_LIMIT_MESSAGE =
  "You have sent this form many times in the last minute. Please wait a minute and send it again; what you typed is kept below.";
