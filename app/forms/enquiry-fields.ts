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

/** The visible fields of each enquiry form, with the spec's labels (docs/product.md section 2). */
const name: EnquiryFieldSpec = { name: "name", label: "Your Name", autoComplete: "name", half: true };
const email: EnquiryFieldSpec = {
  name: "email",
  label: "Your Email",
  type: "email",
  autoComplete: "email",
  half: true,
};
const phone: EnquiryFieldSpec = { name: "phone", label: "Mobile Number", type: "tel", autoComplete: "tel", half: true };

export const contactFields: EnquiryFieldSpec[] = [
  name,
  email,
  phone,
  { name: "subject", label: "Your Subject", half: true },
  { name: "description", label: "Your Message", multiline: true },
];

export const enrollmentFields: EnquiryFieldSpec[] = contactFields;

export const requirementFields: EnquiryFieldSpec[] = [
  name,
  email,
  phone,
  { name: "subject", label: "Training Topic", half: true, placeholder: "e.g. Azure Administration" },
  { name: "delivery_location", label: "Delivery Location (optional)", placeholder: "City, or Online" },
  {
    name: "description",
    label: "Requirement Details",
    multiline: true,
    placeholder: "Audience, duration, dates, level...",
  },
];

export const workshopFields: EnquiryFieldSpec[] = [
  name,
  email,
  phone,
  { name: "description", label: "Message", multiline: true, placeholder: "Your role and what you hope to learn" },
];
