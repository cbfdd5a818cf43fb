import * as z from "zod/mini";
import { CAPTCHA_FIELD } from "./abuse";
import { contactFields, contactSchema } from "./contact";
import type { EnquiryFormContract } from "./enquiry";
import { boundedText } from "./enquiry-rules";

/** Signed out, above the form, beside its Sign In (which keeps what was typed: docs/product.md section 1). */
export const ENROLL_SIGN_IN_NOTE = "Sign in and your name and email are filled in for you; what you typed is kept.";

/** The posted field that carries the course (hidden: the course is chosen in the catalogue). */
export const COURSE_TITLE_FIELD = "course_title";

/**
 * The enrolment form of docs/product.md section 5: the contact form's name and email rules, a phone of
 * exactly 10 characters, and the course it is about.
 */
export const enrollmentSchema = z.object({
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  phone: z
    .string({ error: "Please enter correct 10 digit mobile number" })
    .check(z.trim(), z.regex(/^\d{10}$/, "Please enter correct 10 digit mobile number")),
  subject: contactSchema.shape.subject,
  description: contactSchema.shape.description,
  [COURSE_TITLE_FIELD]: boundedText(
    {
      required: "Please choose a course to enrol in",
      min: "Please choose a course to enrol in",
      max: "Course title cannot exceed 200 characters",
    },
    1,
    200,
  ),
  [CAPTCHA_FIELD]: contactSchema.shape[CAPTCHA_FIELD],
});

export const enrollmentForm: EnquiryFormContract = {
  kind: "enrollment",
  id: "enroll-form",
  formName: "course-enroll",
  schema: enrollmentSchema,
  fields: contactFields,
  submitLabel: "Enroll Now",
};
