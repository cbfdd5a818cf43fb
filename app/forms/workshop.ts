import * as z from "zod";
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
  ),
  "g-recaptcha-response": captchaAnswer,
});

export type WorkshopInput = z.infer<typeof workshopSchema>;
