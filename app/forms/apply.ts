/**
 * Apply's contract (docs/product.md sections 5, 7 and 8): the fields the board's Apply form posts, the answer the
 * server gives (as JSON to the board's script, else as a flash with the same `reason`), and its texts.
 */

export const REQUIREMENT_ID_FIELD = "lead_id";
/** The board address (search and pages) to come back to without JavaScript. */
export const BACK_FIELD = "back";

/**
 * The id of a card's Apply form, where its answer shows without JavaScript (docs/product.md section 5, "Where answers
 * appear"): Apply's redirect back to the board names it as the fragment.
 */
export const applyFormId = (requirementId: number | string) => `apply-${requirementId}`;

export const APPLY_SUCCESS = "Applied successfully! We will contact you soon";
export const MOBILE_NEEDED = "Please update your profile with a valid 10-digit mobile number first.";
export const SIGN_IN_TO_APPLY = "Please sign in to apply.";
export const REQUIREMENT_NOT_OPEN = "This requirement is no longer open for applications.";
export const APPLY_FAILED = "Failed to apply. Please try again.";
/**
 * What applying agrees to (docs/product.md section 10, the marketplace loop): said on the board beside Apply and in the application mail. The
 * company's private page shows these profile fields; contacts are exchanged only when it shortlists.
 */
export const APPLY_CONSENT =
  "Applying shares your trainer profile with the company: your name, skills, training mode, per-day charge, languages and experience, not your e-mail or phone. Contact details are exchanged only if the company shortlists you.";

/** A mobile number as Apply and the board's local profile need it: exactly 10 digits. */
export function isTenDigitMobile(value: string | undefined | null): boolean {
  return /^\d{10}$/.test((value ?? "").trim());
}

/** Why Apply did not apply: no valid mobile number, a requirement no longer open, or anything else. */
export type ApplyReason = "mobile" | "requirement" | "failed";

/** The Apply call's answer, as docs/product.md section 7 describes it: success 1 means applied. */
export type ApplyResult = { success: 1; message: string } | { success: 0; message: string; reason: ApplyReason };
