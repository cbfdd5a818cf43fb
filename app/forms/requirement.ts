import * as z from "zod/mini";
import { CAPTCHA_FIELD } from "./abuse";
import { emailField, nameField, phoneField, type EnquiryFormContract } from "./enquiry";
import { boundedText, captchaAnswer, emailAddress, optionalText, phoneNumber } from "./enquiry-rules";

/** The post-requirement form of docs/product.md section 5 (its own, terser wording). */
export const requirementSchema = z.object({
  name: boundedText({ required: "Please enter your name", min: "Min 3 characters", max: "Max 50 characters" }, 3, 50),
  email: emailAddress(
    {
      required: "Please provide you email id",
      min: "Min 5 characters",
      max: "Max 100 characters",
      pattern: "invalid Email",
    },
    5,
  ),
  phone: phoneNumber({
    required: "Please enter correct mobile number",
    min: "Min 10 characters",
    max: "Max 15 characters",
    characters: "Phone number contains invalid characters",
  }),
  subject: boundedText(
    { required: "Please enter training topic", min: "Min 3 characters", max: "Max 50 characters" },
    3,
    50,
  ),
  delivery_location: optionalText(100, "Max 100 characters"),
  description: boundedText(
    { required: "Please enter requirement details", min: "Min 3 characters", max: "Max 500 characters" },
    3,
    500,
    { multiline: true },
  ),
  [CAPTCHA_FIELD]: captchaAnswer,
});

export const requirementForm: EnquiryFormContract = {
  kind: "requirement",
  id: "requirement-form",
  formName: "post-requirement",
  schema: requirementSchema,
  fields: [
    nameField,
    emailField,
    phoneField,
    { name: "subject", label: "Training Topic", half: true, placeholder: "e.g. Azure Administration" },
    { name: "delivery_location", label: "Delivery Location (optional)", placeholder: "City, or Online" },
    {
      name: "description",
      label: "Requirement Details",
      multiline: true,
      placeholder: "Audience, duration, dates, level...",
    },
  ],
  submitLabel: "Submit Requirement",
};
