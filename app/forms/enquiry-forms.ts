import { contactForm } from "./contact";
import type { EnquiryFormContract, EnquiryKind } from "./enquiry";
import { enrollmentForm } from "./enrollment";
import { requirementForm } from "./requirement";
import { workshopForm } from "./workshop";

/** The four enquiry forms by kind: the one table the enquiry action, the service and the back office read. */
export const enquiryForms: Record<EnquiryKind, EnquiryFormContract> = {
  contact: contactForm,
  enrollment: enrollmentForm,
  requirement: requirementForm,
  workshop: workshopForm,
};

/** The stored `form_name`s, for the back office's filter. */
export const enquiryFormNames = Object.values(enquiryForms).map((form) => form.formName);
