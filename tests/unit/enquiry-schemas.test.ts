import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { contactSchema } from "~/forms/contact";
import { enrollmentSchema } from "~/forms/enrollment";
import { requirementSchema } from "~/forms/requirement";
import { workshopSchema } from "~/forms/workshop";

/** The first message zod gives for `field` when the form is `values`, or undefined when it passes. */
function messageFor(schema: z.ZodMiniType, values: Record<string, string>, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const valid = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.com",
  phone: "9845012345",
  subject: "Azure for admins",
  description: "Two batches of 15 people.",
};
const long = (n: number) => "x".repeat(n);

describe("contact schema (docs/product.md section 5)", () => {
  it("accepts a complete form", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ["name", "", "Please enter your name"],
    ["email", "", "Please provide your email"],
    ["email", "a@b.io", "Email must be at least 10 characters"],
    ["email", `${long(95)}@example.com`, "Email must be less than 100 characters"],
    ["email", "not-an-email-at-all", "Invalid email address"],
    ["phone", "", "Please enter correct mobile number"],
    ["phone", "98450", "Phone number must be at least 10 digits"],
    ["phone", "9845012345678901", "Phone number cannot exceed 15 digits"],
    ["phone", "98450#123456", "Phone number contains invalid characters"],
    ["subject", "", "Please enter your subject"],
    ["subject", "Hi", "Minimum length should be 3 characters"],
    ["subject", long(51), "Maximum length is 50 characters"],
    ["description", "", "Please enter your description"],
    ["description", "ok", "Description must be at least 3 characters"],
    ["description", long(501), "Description cannot exceed 500 characters"],
  ])("%s = %j gives %j", (field, value, message) => {
    expect(messageFor(contactSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
  it("accepts the characters people write phone numbers with", () => {
    expect(messageFor(contactSchema, { ...valid, phone: "+91 (80) 456-78" }, "phone")).toBeUndefined();
  });
});

describe("enrolment schema", () => {
  const enrolment = { ...valid, course_title: "Docker Essentials" };
  it.each(["", "98450 1234", "98450123456", "984501234a"])("phone %j needs exactly 10 digits", (phone) => {
    expect(messageFor(enrollmentSchema, { ...enrolment, phone }, "phone")).toBe(
      "Please enter correct 10 digit mobile number",
    );
  });
  it("keeps the course title", () => {
    const result = enrollmentSchema.safeParse(enrolment);
    expect(result.success && result.data.course_title).toBe("Docker Essentials");
  });
  it("uses the contact wording for the other fields", () => {
    expect(messageFor(enrollmentSchema, { ...enrolment, subject: "Hi" }, "subject")).toBe(
      "Minimum length should be 3 characters",
    );
  });
});

describe("requirement schema", () => {
  it.each([
    ["name", "", "Please enter your name"],
    ["name", "Al", "Min 3 characters"],
    ["name", long(51), "Max 50 characters"],
    ["email", "", "Please provide you email id"],
    ["email", "nope@x", "invalid Email"],
    ["phone", "", "Please enter correct mobile number"],
    ["subject", "", "Please enter training topic"],
    ["description", "", "Please enter requirement details"],
  ])("%s = %j gives %j", (field, value, message) => {
    expect(messageFor(requirementSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
  it("accepts a 5-character email and leaves delivery location optional", () => {
    expect(requirementSchema.safeParse({ ...valid, email: "a@b.io" }).success).toBe(true);
  });
});

describe("workshop schema", () => {
  it.each([
    ["name", "", "Please enter your username"],
    ["email", "", "Please provide your email"],
    ["email", "someone-without-at", "Invalid email"],
    ["phone", "98450", "Min 10 digits"],
    ["phone", "9845012345678901", "Max 15 digits"],
    ["phone", "98450#123456", "Invalid characters"],
    ["description", "", "Please enter description"],
  ])("%s = %j gives %j", (field, value, message) => {
    expect(messageFor(workshopSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});
