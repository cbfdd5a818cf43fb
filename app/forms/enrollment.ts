import * as z from "zod";
import { contactSchema } from "./contact";
import { boundedText } from "./enquiry-rules";

/**
 * The enrolment form of docs/product.md section 5: the contact form's name and email rules, a phone of
 * exactly 10 characters, and the course it is about.
 */
export const enrollmentSchema = z.object({
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  phone: z
    .string({ error: "Please enter correct 10 digit mobile number" })
    .trim()
    .regex(/^\d{10}$/, "Please enter correct 10 digit mobile number"),
  subject: contactSchema.shape.subject,
  description: contactSchema.shape.description,
  course_title: boundedText(
    {
      required: "Please choose a course to enrol in",
      min: "Please choose a course to enrol in",
      max: "Course title cannot exceed 200 characters",
    },
    1,
    200,
  ),
  "g-recaptcha-response": contactSchema.shape["g-recaptcha-response"],
});

export type EnrollmentInput = z.infer<typeof enrollmentSchema>;
