import * as z from "zod/mini";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./plain-text";

/**
 * A company's invitation of a directory trainer (decision record 0047): from its manage page it searches the
 * directory on `/requirements/manage/{token}/invite` (a GET form, `q`), and each trainer there has an Invite
 * button posting the trainer's public slug. At most INVITATIONS_PER_DAY per requirement per day.
 */
export const INVITE_FIELDS = { trainer: "trainer", q: "q" } as const;
export const INVITATIONS_PER_DAY = 10;
export const INVITE_TARGET = "invite-trainers";
/** The invite page's answer (docs/product.md section 5): every Invite button posts to the page plus `#{this}`. */
export const INVITE_ANSWER = `${INVITE_TARGET}-answer`;

export const inviteSchema = z.object({
  [INVITE_FIELDS.trainer]: z
    .string({ error: "Please choose a trainer to invite." })
    .check(
      z.maxLength(70, "That trainer is not in the directory. Nobody was invited."),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "That trainer is not in the directory. Nobody was invited."),
    ),
  [INVITE_FIELDS.q]: z.optional(
    z.string().check(
      z.maxLength(100, "Please keep the search under 100 characters."),
      z.refine((value: string) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
    ),
  ),
});

export const INVITE_LABELS = {
  heading: "Invite trainers from the directory",
  find: "Find trainers",
  search: "Search the directory",
  invite: "Invite",
  invited: "Invited",
  applied: "Applied",
  back: "Back to your requirement",
} as const;

export type InviteOutcome = "invited" | "already-invited" | "applied" | "limit" | "not-published" | "unknown-trainer";

export const INVITE_MESSAGES: Record<InviteOutcome, (name: string) => string> = {
  invited: (name) =>
    `${name} is invited: we have mailed them a link to your requirement on the board. Nobody's contact details were shared.`,
  "already-invited": (name) => `${name} was already invited to this requirement.`,
  applied: (name) => `${name} has already applied: you find them among your applicants.`,
  limit: () =>
    `You have sent ${INVITATIONS_PER_DAY} invitations for this requirement today, the most a day. Please invite more tomorrow.`,
  "not-published": () => "Only a requirement on the board can have trainers invited to it.",
  "unknown-trainer": () => "That trainer is not in the directory. Nobody was invited.",
};

export const INVITE_STATUS_CODES: Record<InviteOutcome, number> = {
  invited: 200,
  "already-invited": 200,
  applied: 200,
  limit: 429,
  "not-published": 409,
  "unknown-trainer": 404,
};

export const invitationsLeftText = (left: number) =>
  left === 0
    ? "No invitations left for today."
    : `${left} ${left === 1 ? "invitation" : "invitations"} left today (at most ${INVITATIONS_PER_DAY} a day).`;
