import * as z from "zod/mini";
import { CAPTCHA_FIELD } from "./abuse";
import { emailField, nameField, phoneField, type EnquiryFormContract } from "./enquiry";
import { boundedText, captchaAnswer, emailAddress, phoneNumber } from "./enquiry-rules";

/** The home page's workshop registration (docs/product.md section 5); its subject is fixed by the server. */
export const WORKSHOP_SUBJECT = "Request for Azure Workshop";

export const workshopSchema = z.object({
  name: boundedText(
    { required: "Please enter your username", min: "Min 3 characters", max: "Max 50 characters" },
    3,
    50,
  ),
  email: emailAddress(
    {
      required: "Please provide your email",
      min: "Min 10 characters",
      max: "Max 100 characters",
      pattern: "Invalid email",
    },
    10,
  ),
  phone: phoneNumber({
    required: "Please enter your mobile number",
    min: "Min 10 digits",
    max: "Max 15 digits",
    characters: "Invalid characters",
  }),
  description: boundedText(
    { required: "Please enter description", min: "Min 3 characters", max: "Max 500 characters" },
    3,
    500,
    { multiline: true },
  ),
  [CAPTCHA_FIELD]: captchaAnswer,
});

export const workshopForm: EnquiryFormContract = {
  kind: "workshop",
  id: "workshop-form",
  formName: "register-for-workshop",
  schema: workshopSchema,
  fields: [
    nameField,
    emailField,
    phoneField,
    { name: "description", label: "Message", multiline: true, placeholder: "Your role and what you hope to learn" },
  ],
  fixed: { subject: WORKSHOP_SUBJECT },
  submitLabel: "Register Now",
};
