import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { TRAINING_MODES } from "~/lib/training-modes";
import { RATE_LIMIT_MESSAGE } from "./abuse";
import { plainText } from "./plain-text";

/** The requirements board's local trainer profile (docs/product.md section 5). */
export const LOCAL_PROFILE_SAVED = "Profile saved successfully!";
/** The flash `target` of the saved message: it is shown in the panel, not in the banner. */
export const LOCAL_PROFILE_TARGET = "local-profile";
/** The answer (503) while the database is away: the rate limit cannot be checked, so nothing is saved. */
export const LOCAL_PROFILE_FAILED = "Failed to save profile. Please try again.";

/** Why the panel's save was refused: a field (`invalid`, see the field errors), too many saves, or the database away. */
export type LocalProfileReason = "invalid" | "rate-limit" | "failed";

/**
 * A saved profile answers with a redirect back to the board (and the flash above), so the only reply the page
 * gets is a refusal: the fields' errors and the refusal's reason, whose message the panel reads from this contract
 * (`localProfileRefusal`).
 */
export type LocalProfileReply = { result: SubmissionResult<string[]>; reason: LocalProfileReason };

/** What the panel says of a refusal that is not about a field; null for `invalid` (the field errors say it). */
export function localProfileRefusal(reason: LocalProfileReason): string | null {
  if (reason === "rate-limit") return RATE_LIMIT_MESSAGE;
  if (reason === "failed") return LOCAL_PROFILE_FAILED;
  return null;
}

export const localProfileSchema = z.object({
  mobileNumber: z
    .string({ error: "Mobile number is mandatory." })
    .check(
      z.trim(),
      z.minLength(1, "Mobile number is mandatory."),
      z.regex(/^\d{10}$/, "Please enter a valid 10-digit mobile number."),
    ),
  skills: z.optional(plainText(z.string().check(z.trim(), z.maxLength(1000, "Please list fewer skills.")))),
  /** Signed in only: the trainer profile's training mode (the panel is that profile's Basic part, decision record 0039). */
  preferredTrainingMode: z.optional(z.enum(TRAINING_MODES, { error: "Please choose a training mode." })),
});
