import type { ApplicationStatus, RequirementStatus } from "~drizzle/schema";

/**
 * The company's manage page's contract (/requirements/manage/{token}; docs/product.md section 10, the marketplace loop): the
 * fields its forms post, the intents, and every message it answers with. Each button is its own small form
 * posting `intent` (and `application` for the per-applicant buttons), so it works with JavaScript off.
 */

export const INTENT_FIELD = "intent";
export const APPLICATION_FIELD = "application";
/** The checkbox that confirms "Delete this requirement and my details" without JavaScript. */
export const CONFIRM_DELETE_FIELD = "confirm";
export const CONFIRM_DELETE_VALUE = "yes";

export const manageIntents = ["shortlist", "decline", "engage", "deliver", "close", "keep-open", "delete"] as const;
export type ManageIntent = (typeof manageIntents)[number];

export function manageIntentFrom(value: FormDataEntryValue | null): ManageIntent | null {
  return manageIntents.find((intent) => intent === value) ?? null;
}

/** Where the answer to an applicant's Shortlist or Decline is shown: that applicant's card (docs/product.md section 4). */
export const applicantAnchor = (applicationId: number) => `applicant-card-${applicationId}`;
/** Where the answer to Keep open, Close or Delete is shown: their panel. */
export const REQUIREMENT_ACTIONS_ANCHOR = "requirement-actions";
/**
 * The answer's own place in a card or panel (docs/product.md section 5, "Where answers appear"): the buttons post to
 * the page plus `#{answer}` and the redirect after an accepted one names it, so without JavaScript the browser opens
 * the page at the answer.
 */
export const answerAnchor = (place: string) => `${place}-answer`;

export const LABELS = {
  shortlist: "Shortlist",
  decline: "Decline",
  engage: "Mark as engaged",
  deliver: "Training delivered",
  close: "Close requirement",
  keepOpen: (days: number) => `Keep open for ${days} more days`,
  delete: "Delete this requirement and my details",
  confirmDelete: "Yes, delete it",
} as const;

/** A requirement's status as the company reads it. */
export const REQUIREMENT_STATUS_WORDS: Record<RequirementStatus, string> = {
  pending: "Pending review",
  published: "Published",
  closed: "Closed",
  expired: "Expired",
  removed: "Removed by moderator",
};

/** An application's status as the company reads it (withdrawn ones are not listed). */
export const APPLICANT_STATUS_WORDS: Record<ApplicationStatus, string> = {
  sent: "New",
  shortlisted: "Shortlisted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  engaged: "Engaged",
};

export const MESSAGES = {
  shortlisted: (name: string) =>
    `${name} is shortlisted. We have mailed you their contact details and sent them yours.`,
  alreadyShortlisted: (name: string) => `${name} is already shortlisted.`,
  declined: (name: string) => `${name} was declined. We have let them know.`,
  alreadyDeclined: (name: string) => `${name} was already declined.`,
  decidedOtherwise: (name: string) => `${name} was already declined, so they cannot be shortlisted now.`,
  alreadyShortlistedCannotDecline: (name: string) =>
    `${name} is already shortlisted and has your contact details, so they cannot be declined now.`,
  engaged: (name: string) =>
    `${name} is engaged. When the training is done, press "Training delivered": a week later we mail you a link to review it.`,
  alreadyEngaged: (name: string) => `${name} is already engaged.`,
  engageNeedsShortlist: (name: string) => `Please shortlist ${name} first: only a shortlisted trainer can be engaged.`,
  delivered: (name: string) =>
    `Thank you. The training with ${name} is marked delivered; in 7 days we mail you a one-time link to review it.`,
  alreadyDelivered: (name: string) => `The training with ${name} is already marked delivered.`,
  deliverNeedsEngaged: (name: string) => `Please mark ${name} as engaged first.`,
  closed: "Your requirement is closed: it is no longer on the board.",
  alreadyClosed: "Your requirement is already closed.",
  keptOpen: (date: string) => `Your requirement stays open until ${date}.`,
  keepOpenNotPublished: "Only a published requirement can be kept open.",
  deleted: "Your requirement and your contact details were deleted. The trainers who applied have been told.",
  confirmDelete: `Please tick "${LABELS.confirmDelete}" to delete this requirement and your details.`,
  removed:
    "This requirement was removed by our moderators, so nothing can be changed here any more. Please contact us if you think this is a mistake.",
  revoked:
    "This link was revoked by our team and no longer opens your requirement. Please contact us if you need a new one.",
  unknownIntent: "That action is not known. Nothing was changed.",
  unknownApplicant: "That trainer did not apply to this requirement. Nothing was changed.",
  unavailable: "The database is unavailable just now, so nothing was changed. Please try again in a moment.",
} as const;

/** What the page shows after an action: the flash's kind and text. */
export type ManageOutcome = { kind: "success" | "info" | "error"; text: string };

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "24 December 2026", in India time like the board's dates. */
export function formatDay(date: Date | string): string {
  return DAY_FORMAT.format(new Date(date));
}

/**
 * How the company may order its applicants (docs/product.md section 10, proposals), as `?sort=` links that need no script: in the
 * order they applied (the default), by fit (skills matched, most first), by quoted day rate (lowest first, a
 * proposal's rate else the profile's per-day charge; none last) or by experience (most years first).
 */
export const SORT_PARAM = "sort";
export const applicantSorts = ["applied", "fit", "rate", "experience"] as const;
export type ApplicantSort = (typeof applicantSorts)[number];

export const SORT_LABELS: Record<ApplicantSort, string> = {
  applied: "Order applied",
  fit: "Best fit",
  rate: "Lowest rate",
  experience: "Most experience",
};

export function applicantSortFrom(value: string | null): ApplicantSort {
  return applicantSorts.find((sort) => sort === value) ?? "applied";
}

type Sortable = {
  matchedSkills: readonly string[];
  proposal: { quotedDayRate: number | null };
  perDayCharge: number | null;
  experienceYears: number | null;
};

/** The day rate an applicant asks: the proposal's, else the profile's per-day charge. */
export function askedDayRate(applicant: Pick<Sortable, "proposal" | "perDayCharge">): number | null {
  return applicant.proposal.quotedDayRate ?? applicant.perDayCharge;
}

/** The applicants in the order asked for; ties keep the order they applied in (a stable sort). */
export function sortApplicants<T extends Sortable>(applicants: readonly T[], sort: ApplicantSort): T[] {
  const last = (value: number | null, direction: 1 | -1) =>
    value === null ? Number.POSITIVE_INFINITY : direction * value;
  const key: Record<ApplicantSort, (applicant: T) => number> = {
    applied: () => 0,
    fit: (applicant) => -applicant.matchedSkills.length,
    rate: (applicant) => last(askedDayRate(applicant), 1),
    experience: (applicant) => last(applicant.experienceYears, -1),
  };
  return [...applicants].sort((a, b) => key[sort](a) - key[sort](b));
}
