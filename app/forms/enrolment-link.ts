/**
 * The learner's private link to an enrolment, /enrolments/{token} (docs/product.md, "Courses, batches and seats"):
 * its one button's intent and what the page says. Each link works once (decision record 0062).
 */

export const INTENT_FIELD = "intent";
export const linkIntents = ["cancel", "take"] as const;
export type LinkIntent = (typeof linkIntents)[number];

export const BAD_LINK_MESSAGE =
  "This link no longer works: it has been used, or the place it was for was cancelled. Each link works once.";

export const linkMessages = {
  cancelled:
    "Your seat is cancelled, and it is offered to the first person on the waiting list. Thank you for telling us.",
  left: "You have left the waiting list.",
  taken: "The seat is yours: we have mailed you the confirmation, a calendar invitation and a new link to cancel.",
  full: "Someone took the free seat first. You are still on the waiting list, and we will mail you when another is free.",
  closed: "This batch is no longer open for enrolment (it has started or was cancelled).",
  unknown: BAD_LINK_MESSAGE,
} as const;
