import * as z from "zod/mini";
import { PLAIN_EMAIL } from "~/lib/email-address";
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
      .check(
        z.trim(),
        z.minLength(1, messages.required),
        z.minLength(min, messages.min),
        z.maxLength(max, messages.max),
      ),
    options,
  );
}

/** One pattern for every form: a plain address, no display name, comment or group (app/lib/email-address.ts). */
export function emailAddress(messages: { required: string; min: string; max: string; pattern: string }, min: number) {
  return plainText(
    z
      .string({ error: messages.required })
      .check(
        z.trim(),
        z.minLength(1, messages.required),
        z.minLength(min, messages.min),
        z.maxLength(100, messages.max),
        z.regex(PLAIN_EMAIL, messages.pattern),
      ),
  );
}

/** Digits, spaces, brackets, plus and minus: how people write phone numbers. */
export const PHONE_CHARACTERS = /^[\d\s()+-]+$/;

export function phoneNumber(messages: { required: string; min: string; max: string; characters: string }) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.minLength(10, messages.min),
      z.maxLength(15, messages.max),
      z.regex(PHONE_CHARACTERS, messages.characters),
    );
}

/** An optional text that is stored as typed (trimmed), or null when left empty. */
export function optionalText(max: number, message: string) {
  return z.optional(plainText(z.string().check(z.trim(), z.maxLength(max, message))));
}

/** The built-in captcha's answer (or reCAPTCHA's token); whether it is right is checked by the server. */
export const captchaAnswer = z.optional(z.string().check(z.trim()));
