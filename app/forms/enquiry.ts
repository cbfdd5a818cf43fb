import type { SubmissionResult } from "@conform-to/react";
import type * as z from "zod/mini";
import type { AbuseReason, Challenge } from "./abuse";

/**
 * What the four enquiry forms (contact, enrolment, post-requirement, workshop) share: the shape of a form's
 * contract, the field specs the form renders, and the reply every enquiry action answers with. Each form's own
 * contract is in its module (`contact.ts`, `enrollment.ts`, `requirement.ts`, `workshop.ts`); the table of the
 * four is `enquiry-forms.ts`. Browser and server import these, so nothing is copied by hand.
 */

export type EnquiryKind = "contact" | "enrollment" | "requirement" | "workshop";

/** One visible field of an enquiry form, as EnquiryForm renders it. */
export type EnquiryFieldSpec = {
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** The field sits beside the next one on wide screens. */
  half?: boolean;
};

/** The fields every enquiry form starts with, with the labels of docs/product.md section 2. */
export const nameField: EnquiryFieldSpec = { name: "name", label: "Your Name", autoComplete: "name", half: true };
export const emailField: EnquiryFieldSpec = {
  name: "email",
  label: "Your Email",
  type: "email",
  autoComplete: "email",
  half: true,
};
export const phoneField: EnquiryFieldSpec = {
  name: "phone",
  label: "Mobile Number",
  type: "tel",
  autoComplete: "tel",
  half: true,
};

/** The field that tells the forms apart in the payload (docs/product.md section 3); the server decides it. */
export const FORM_NAME_FIELD = "form_name";

/** One enquiry form's whole contract. */
export type EnquiryFormContract = {
  kind: EnquiryKind;
  /** The form element's id (and the prefix of its fields' ids). */
  id: string;
  /** `form_name` as posted, stored, mailed and filtered in the back office (docs/product.md section 7). */
  formName: string;
  schema: z.ZodMiniType<Record<string, string | undefined>>;
  fields: readonly EnquiryFieldSpec[];
  /** Values the form posts as they are, besides `form_name` (the workshop's fixed subject). */
  fixed?: Readonly<Record<string, string>>;
  submitLabel: string;
  // What the server says and mails about it is in forms/enquiry-replies.ts, which the browser never loads.
};

/** The values a valid enquiry carries to the service, whichever the form. */
export type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  delivery_location?: string;
  course_title?: string;
};

/**
 * Why an enquiry action answered as it did: `sent` (stored), `invalid` (a field is wrong, see the field errors),
 * one of the abuse checks, or `failed` (not stored). The browser acts on this, never on the message's text.
 */
export type EnquiryReason = "sent" | "invalid" | AbuseReason | "failed";

/** What every enquiry action answers (app/http/enquiry-action.server.ts), with a fresh challenge. */
export type EnquiryReply = {
  result: SubmissionResult<string[]>;
  reason: EnquiryReason;
  /** The form-level message shown above the form (null when the field errors say it all). */
  message: string | null;
  challenge: Challenge;
};
