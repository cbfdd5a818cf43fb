import * as z from "zod/mini";
import { plainText } from "./plain-text";

/**
 * A proposal's contract (docs/product.md section 10, proposals): the optional fields Apply posts beside the requirement's id, and the
 * same fields of "Edit your proposal" on /my-applications while the application is Sent. Every field may be left
 * empty, so one click on Apply still applies.
 */

export const PROPOSAL_NOTE_FIELD = "proposal_note";
export const QUOTED_DAY_RATE_FIELD = "quoted_day_rate";
export const EARLIEST_START_FIELD = "earliest_start";

export const PROPOSAL_NOTE_MAX = 1000;
/** ₹1 crore a day: far above any trainer's rate, low enough to catch a slip of the keyboard. */
export const QUOTED_DAY_RATE_MAX = 10_000_000;

export const PROPOSAL_LABELS = {
  summary: "Add a proposal (optional)",
  note: "Note to the company",
  rate: "Your day rate (₹)",
  start: "Earliest start date",
  edit: "Edit your proposal",
  save: "Save proposal",
} as const;

export const PROPOSAL_MESSAGES = {
  noteTooLong: `Your note can be at most ${PROPOSAL_NOTE_MAX.toLocaleString("en-IN")} characters`,
  rate: `Please enter your day rate as a whole number of rupees, from 0 to ${QUOTED_DAY_RATE_MAX.toLocaleString("en-IN")}`,
  start: "Please enter the earliest start date as a date, like 2027-01-15",
  saved: "Your proposal was saved. The company sees it with your application.",
  notSent: "This proposal can no longer be edited: the company has already decided on your application.",
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (not 2027-02-30) between 2000 and 2100. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= "2000" && value < "2100";
}

export const proposalSchema = z.object({
  [PROPOSAL_NOTE_FIELD]: z.optional(
    plainText(z.string().check(z.trim(), z.maxLength(PROPOSAL_NOTE_MAX, PROPOSAL_MESSAGES.noteTooLong)), {
      multiline: true,
    }),
  ),
  [QUOTED_DAY_RATE_FIELD]: z.optional(
    z
      .number(PROPOSAL_MESSAGES.rate)
      .check(
        z.refine(Number.isInteger, { message: PROPOSAL_MESSAGES.rate, abort: true }),
        z.gte(0, PROPOSAL_MESSAGES.rate),
        z.lte(QUOTED_DAY_RATE_MAX, PROPOSAL_MESSAGES.rate),
      ),
  ),
  [EARLIEST_START_FIELD]: z.optional(z.string().check(z.trim(), z.refine(isIsoDay, PROPOSAL_MESSAGES.start))),
});

/** A proposal as stored: an empty note, no rate or no date when left empty. */
export type Proposal = { note: string; quotedDayRate: number | null; earliestStart: string | null };

export function proposalFrom(value: z.infer<typeof proposalSchema>): Proposal {
  return {
    note: value[PROPOSAL_NOTE_FIELD] ?? "",
    quotedDayRate: value[QUOTED_DAY_RATE_FIELD] ?? null,
    earliestStart: value[EARLIEST_START_FIELD] || null,
  };
}

/** The first message of a refused proposal, for the places that show one line (the board's Apply). */
export function firstProposalError(error: Record<string, string[] | null> | null | undefined): string {
  const messages = Object.values(error ?? {}).flatMap((list) => list ?? []);
  return messages[0] ?? PROPOSAL_MESSAGES.rate;
}
