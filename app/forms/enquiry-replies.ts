import type { EnquiryKind } from "./enquiry";

/**
 * What the server says and mails about each enquiry form (docs/product.md sections 7 and 8): `{what}` in the mails'
 * subjects, the reply when the enquiry could not be stored, and the reply when it was. Kept out of the forms'
 * contracts because only the server reads them, while the contracts are in the script of every page with an enquiry
 * form (decision 0055: a value lives where the code that reads it is loaded).
 */
export type EnquiryReplies = {
  what: string;
  failure: string;
  success: (name: string, reference: string) => string;
};

export const enquiryReplies: Record<EnquiryKind, EnquiryReplies> = {
  contact: {
    what: "message",
    failure: "Sorry, your message could not be sent just now. Please try again in a few minutes.",
    success: (name, reference) =>
      `Thank you, ${name}! Your message has been received (reference ${reference}). We will reply within one working day.`,
  },
  enrollment: {
    what: "enrolment request",
    failure: "Sorry, your enrolment could not be sent just now. Please try again in a few minutes.",
    success: (name, reference) =>
      `Thank you, ${name}! Your enrolment request has been received (reference ${reference}). Our team will contact you about the next batch.`,
  },
  requirement: {
    what: "training requirement",
    failure: "Some error occurred. Please try again later.",
    success: (name, reference) =>
      `Thank you, ${name}! Your training requirement has been received (reference ${reference}). We will review it and publish it on our requirements board shortly.`,
  },
  workshop: {
    what: "workshop registration",
    failure: "Failed to send the message. Please try again later.",
    success: (name, reference) =>
      `Thank you, ${name}! You are registered for the Azure Cloud workshop (reference ${reference}). We will e-mail you the joining details.`,
  },
};
