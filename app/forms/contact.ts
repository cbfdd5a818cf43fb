import * as z from "zod/mini";
import { CAPTCHA_FIELD } from "./abuse";
import { emailField, nameField, phoneField, type EnquiryFieldSpec, type EnquiryFormContract } from "./enquiry";
import { boundedText, captchaAnswer, emailAddress, phoneNumber } from "./enquiry-rules";

/** The contact form of docs/product.md section 5. */
export const contactSchema = z.object({
  name: boundedText(
    {
      required: "Please enter your name",
      min: "Name must be at least 3 characters",
      max: "Name cannot exceed 50 characters",
    },
    3,
    50,
  ),
  email: emailAddress(
    {
      required: "Please provide your email",
      min: "Email must be at least 10 characters",
      max: "Email must be less than 100 characters",
      pattern: "Invalid email address",
    },
    10,
  ),
  phone: phoneNumber({
    required: "Please enter correct mobile number",
    min: "Phone number must be at least 10 digits",
    max: "Phone number cannot exceed 15 digits",
    characters: "Phone number contains invalid characters",
  }),
  subject: boundedText(
    {
      required: "Please enter your subject",
      min: "Minimum length should be 3 characters",
      max: "Maximum length is 50 characters",
    },
    3,
    50,
  ),
  description: boundedText(
    {
      required: "Please enter your description",
      min: "Description must be at least 3 characters",
      max: "Description cannot exceed 500 characters",
    },
    3,
    500,
    { multiline: true },
  ),
  [CAPTCHA_FIELD]: captchaAnswer,
});

/** The contact form's fields; the enrolment form shows the same ones. */
export const contactFields: readonly EnquiryFieldSpec[] = [
  nameField,
  emailField,
  phoneField,
  { name: "subject", label: "Your Subject", half: true },
  { name: "description", label: "Your Message", multiline: true },
];

export const contactForm: EnquiryFormContract = {
  kind: "contact",
  id: "contact-form",
  formName: "contact",
  schema: contactSchema,
  fields: contactFields,
  submitLabel: "Send Message",
};
