/**
 * /my-applications' contract (docs/product.md section 10, the marketplace loop): the trainer's applications and the Withdraw form, its fields,
 * outcomes and texts.
 */

// The page's path is defined beside the header's link to it (decision 0028), and is part of this contract too.

export const INTENT_FIELD = "intent";
export const WITHDRAW_INTENT = "withdraw";
/** docs/product.md section 10: "Edit your proposal" while Sent (fields in app/forms/proposal.ts), and the one reply to a review. */
export const PROPOSAL_INTENT = "proposal";
export { REPLY_INTENT } from "./review";
export const APPLICATION_ID_FIELD = "application_id";

export const WITHDRAWN_MESSAGE = "Your application was withdrawn. The company will not see it any more.";
export const ALREADY_DECIDED_MESSAGE =
  "This application can no longer be withdrawn: the company has already decided on it.";
export const NOT_FOUND_MESSAGE = "We could not find that application among yours.";
export const BAD_REQUEST_MESSAGE = "Please use the buttons of one of your applications.";

/** What the trainer sees of an application: the company's decision, or the requirement's end. */
export type ApplicationDisplayStatus =
  "Sent" | "Shortlisted" | "Engaged" | "Not selected" | "Closed" | "Withdrawn" | "Removed by moderator";

/**
 * A refusal: its message, and for a proposal or a reply the application it was about, the messages by field and
 * what was typed (given back into the form, so nothing is lost).
 */
export type MyApplicationsReply = {
  message: string;
  applicationId?: number;
  intent?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
};
