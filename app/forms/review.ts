import * as z from "zod/mini";
import { plainText } from "./plain-text";

/**
 * The verified-engagement review's contracts (decision record 0046): the company's review form behind its one-time
 * link (/reviews/new/{token}), the trainer's one public reply (/my-applications), and the operator's Hide
 * (/admin/reviews). Every text is shown as text, never as markup.
 */

export const RATING_FIELD = "rating";
export const REVIEW_TEXT_FIELD = "review";
export const REVIEW_TEXT_MAX = 1000;

export const REPLY_INTENT = "reply";
export const REPLY_FIELD = "reply";
export const REPLY_MAX = 1000;

export const HIDE_REASON_FIELD = "reason";
export const HIDE_REASON_MAX = 500;

export const REVIEW_LABELS = {
  rating: "Your rating",
  text: "Your review",
  submit: "Post review",
  reply: "Your public reply",
  submitReply: "Post reply",
  hide: "Hide review",
  reason: "Why it breaks the rules",
} as const;

export const REVIEW_MESSAGES = {
  rating: "Please choose from 1 to 5 stars",
  text: "Please write a few words about the training",
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX.toLocaleString("en-IN")} characters`,
  thanks: "Thank you for your review. It is published on the trainer's page as a verified engagement.",
  used: "This review link was already used: each engagement can be reviewed once.",
  expired: "This review link has expired: a review link works for 60 days.",
  selfReview:
    "This engagement cannot be reviewed: the company's e-mail address is the trainer's own, and a trainer cannot review themself.",
  unavailable: "The database is unavailable just now, so your review was not saved. Please try again in a moment.",
  reply: "Please write your reply",
  replyTooLong: `Your reply can be at most ${REPLY_MAX.toLocaleString("en-IN")} characters`,
  replied: "Your reply is published under the review.",
  alreadyReplied: "You have already replied to this review: a review gets one reply.",
  noReview: "We could not find a review of that application among yours.",
  reason: "Please say why this review breaks the rules",
  reasonTooLong: `The reason can be at most ${HIDE_REASON_MAX} characters`,
  hidden: "The review is hidden. The reason is kept in the audit log.",
  alreadyHidden: "That review was already hidden.",
  unknownReview: "That review does not exist.",
} as const;

export const reviewSchema = z.object({
  [RATING_FIELD]: z
    .number(REVIEW_MESSAGES.rating)
    .check(
      z.refine(Number.isInteger, { message: REVIEW_MESSAGES.rating, abort: true }),
      z.gte(1, REVIEW_MESSAGES.rating),
      z.lte(5, REVIEW_MESSAGES.rating),
    ),
  [REVIEW_TEXT_FIELD]: plainText(
    z
      .string(REVIEW_MESSAGES.text)
      .check(z.trim(), z.minLength(1, REVIEW_MESSAGES.text), z.maxLength(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)),
    { multiline: true },
  ),
});

export const replySchema = z.object({
  [REPLY_FIELD]: plainText(
    z
      .string(REVIEW_MESSAGES.reply)
      .check(z.trim(), z.minLength(1, REVIEW_MESSAGES.reply), z.maxLength(REPLY_MAX, REVIEW_MESSAGES.replyTooLong)),
    { multiline: true },
  ),
});

export const hideReviewSchema = z.object({
  [HIDE_REASON_FIELD]: plainText(
    z
      .string(REVIEW_MESSAGES.reason)
      .check(
        z.trim(),
        z.minLength(1, REVIEW_MESSAGES.reason),
        z.maxLength(HIDE_REASON_MAX, REVIEW_MESSAGES.reasonTooLong),
      ),
  ),
});

/** "★★★★☆", with the count said in words beside it for a screen reader. */
export function starsText(rating: number): string {
  return "★".repeat(rating) + "☆".repeat(5 - rating);
}

/** What a review form's action answers when it refuses: the messages by field and what was typed, kept. */
export type ReviewFormReply = { errors: Record<string, string[]>; values: Record<string, string>; message?: string };
