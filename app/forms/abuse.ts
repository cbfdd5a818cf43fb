/**
 * The anti-abuse part of every public form's contract (docs/product.md section 8): the names of the fields the
 * browser posts and the server checks (app/services/abuse.server.ts), the challenge a form is served
 * with, and the texts of a refusal.
 */

/** The sealed, single-use form token: the time-trap and the built-in captcha's answer (decision 0003). */
export const FORM_TOKEN_FIELD = "form_token";
/** A field people never see or reach, which bots fill in. */
export const HONEYPOT_FIELD = "fax_number";
/** The captcha's answer: the built-in sum, or reCAPTCHA's token (its widget posts under this name). */
export const CAPTCHA_FIELD = "g-recaptcha-response";

export const CAPTCHA_MESSAGE = "Please complete the CAPTCHA";
export const RATE_LIMIT_MESSAGE =
  "You have sent this form many times in the last minute. Please wait a minute and send it again; what you typed is kept below.";

/** The challenge a form is served with: plain data, safe to render. */
export type Challenge =
  { kind: "builtin"; token: string; question: string } | { kind: "recaptcha"; token: string; siteKey: string };

/** Why a submission was refused, for the browser to act on without reading the message text. */
export type AbuseReason = "honeypot" | "token" | "too-fast" | "captcha" | "rate-limit";

/** The rate-limit answer of what is not a typed form (Apply, the pin-code lookup). */
export const SHORT_RATE_LIMIT_MESSAGE = "Too many requests in the last minute. Please wait a minute and try again.";
