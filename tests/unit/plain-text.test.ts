import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { contactSchema } from "~/forms/contact";
import { localProfileSchema } from "~/forms/local-profile";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/plain-text";
import { requirementSchema } from "~/forms/requirement";
import { additionalSchema, basicSchema, professionalSchema } from "~/forms/trainer-profile";
import { vendorRatingSchema } from "~/forms/vendor-rating";
import { workshopSchema } from "~/forms/workshop";

const enquiry = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.com",
  phone: "9845012345",
  subject: "Azure for admins",
  description: "Two batches of 15 people.",
};

/** [schema, a valid form, its one-line text fields, its textarea fields] */
const forms: [string, z.ZodMiniType, Record<string, unknown>, string[], string[]][] = [
  ["contact", contactSchema, enquiry, ["name", "email", "subject"], ["description"]],
  [
    "requirement",
    requirementSchema,
    { ...enquiry, delivery_location: "Pune" },
    ["name", "email", "subject", "delivery_location"],
    ["description"],
  ],
  ["workshop", workshopSchema, enquiry, ["name", "email"], ["description"]],
  [
    "vendor rating",
    vendorRatingSchema,
    { name: "Acme", website: "https://acme.example", rating: 4, description: "Good trainers" },
    ["name", "website"],
    ["description"],
  ],
  ["local profile", localProfileSchema, { mobileNumber: "9876543210", skills: "Azure" }, ["skills"], []],
  [
    "trainer profile, basic",
    basicSchema,
    {
      name: "Asha",
      mobileNumbers: ["9876543210"],
      perDayCharge: 100,
      location: "Pune",
      skills: "Azure",
      pinCode: "411001",
    },
    ["name", "location", "skills", "pinCode"],
    [],
  ],
  [
    "trainer profile, professional",
    professionalSchema,
    { availability: "Weekdays", certifications: ["AZ-104"] },
    ["availability"],
    [],
  ],
  [
    "trainer profile, additional",
    additionalSchema,
    { education: "B.Tech", notes: "Hi", hourlyRate: "10" },
    ["education", "hourlyRate"],
    ["notes"],
  ],
];

describe("control characters in typed text", () => {
  it("knows which characters are control characters", () => {
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("a\u001bb")).toBe(true);
    expect(hasControlCharacters("a\u007fb")).toBe(true);
    expect(hasControlCharacters("a\nb")).toBe(true);
    expect(hasControlCharacters("a\tb\nc\r\n", { multiline: true })).toBe(false);
    expect(hasControlCharacters("a\u0000b", { multiline: true })).toBe(true);
    expect(hasControlCharacters("Ünïcødé ‏עברית‏ 👍 \u200b")).toBe(false);
  });

  for (const [label, schema, valid, oneLine, textareas] of forms) {
    it(`${label}: accepts the valid form`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });
    for (const field of [...oneLine, ...textareas]) {
      it(`${label}: refuses a NUL byte in ${field} with a field message`, () => {
        const result = schema.safeParse({ ...valid, [field]: "Asha\u0000 Rao pune" });
        expect(result.success).toBe(false);
        const messages = result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
        expect(messages).toContain(CONTROL_CHARACTERS_MESSAGE);
      });
    }
    for (const field of textareas) {
      it(`${label}: keeps tabs and new lines in the textarea ${field}`, () => {
        expect(schema.safeParse({ ...valid, [field]: "Line one\n\tLine two\r\nthree" }).success).toBe(true);
      });
    }
  }
});
