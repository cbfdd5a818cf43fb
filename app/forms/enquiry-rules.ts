import * as z from "zod";
import { plainText } from "./plain-text";

/**
 * Building blocks of the four enquiry schemas (docs/product.md section 5). Each form words its messages
 * differently, so every rule takes its texts as arguments instead of hiding a default.
 */

/**
 * A required text between `min` and `max` characters (after trimming surrounding space), without
 * control characters (a `multiline` one, for a textarea, keeps tabs and new lines).
 */
export function boundedText(
  messages: { required: string; min: string; max: string },
  min: number,
  max: number,
  options: { multiline?: boolean } = {},
) {
  return plainText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .min(min, messages.min)
      .max(max, messages.max),
    options,
  );
}

// One pattern for every form: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailAddress(messages: { required: string; min: string; max: string; pattern: string }, min: number) {
  return plainText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .min(min, messages.min)
      .max(100, messages.max)
      .regex(EMAIL_PATTERN, messages.pattern),
  );
}

/** Digits, spaces, brackets, plus and minus: how people write phone numbers. */
export const PHONE_CHARACTERS = /^[\d\s()+-]+$/;

export function phoneNumber(messages: { required: string; min: string; max: string; characters: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .min(10, messages.min)
    .max(15, messages.max)
    .regex(PHONE_CHARACTERS, messages.characters);
}

/** An optional text that is stored as typed (trimmed), or null when left empty. */
export function optionalText(max: number, message: string) {
  return plainText(z.string().trim().max(max, message)).optional();
}

/** The built-in captcha's answer (or reCAPTCHA's token); whether it is right is checked by the server. */
export const captchaAnswer = z.string().trim().optional();
