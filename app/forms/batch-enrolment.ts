import * as z from "zod/mini";
import { CAPTCHA_FIELD } from "./abuse";
import { contactSchema } from "./contact";
import { emailField, nameField, phoneField, type EnquiryFormContract, type EnquiryReply } from "./enquiry";
import { enrollmentSchema } from "./enrollment";

/**
 * A batch's enrolment form on its course page (docs/product.md, "Courses, batches and seats"): name, email and a
 * mobile number by the enrolment rules of docs/product.md section 5, the captcha and the abuse fields of every enquiry
 * form, and the batch it is for. A seat if one is left, else a place on the waiting list.
 */

/** The posted field that names the batch (hidden: each batch has its own form). */
export const BATCH_FIELD = "batch";

export const batchEnrolmentSchema = z.object({
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  phone: enrollmentSchema.shape.phone,
  [BATCH_FIELD]: z.string({ error: "Please choose a batch" }).check(z.regex(/^\d{1,10}$/, "Please choose a batch")),
  [CAPTCHA_FIELD]: contactSchema.shape[CAPTCHA_FIELD],
});

/** The form's contract as the enquiry form renders it; each batch's form gets its own id (`batchFormId`). */
export const batchEnrolmentForm: Omit<EnquiryFormContract, "kind"> = {
  id: "batch-enrol",
  formName: "batch-enrolment",
  schema: batchEnrolmentSchema,
  fields: [nameField, emailField, phoneField],
  submitLabel: "Enrol",
};

export const batchFormId = (batchId: number) => `batch-enrol-${batchId}`;

/** A full batch's form says what it does. */
export const WAITING_LIST_LABEL = "Join the waiting list";

export const BATCH_CLOSED_MESSAGE =
  "This batch is no longer open for enrolment (it has started or was cancelled). Please choose another batch.";
export const ALREADY_ENROLLED_MESSAGE = "This email already has a seat or a waiting-list place in this batch.";
export const NO_SUCH_BATCH_MESSAGE = "This batch is not one of this course's batches. Please choose another batch.";

export const enrolledText = (name: string) =>
  `Thank you, ${name}. Your seat is booked: we have mailed you the confirmation, a calendar invitation and a link to cancel.`;
export const waitingText = (name: string) =>
  `Thank you, ${name}. This batch is full, so you are on its waiting list: we will mail you as soon as a seat is free.`;

/** What the course page's action answers: an enquiry reply, with the batch it is about and what the visitor got. */
export type BatchEnrolmentReply = EnquiryReply & {
  batchId: number | null;
  outcome: "enrolled" | "waiting" | null;
};
