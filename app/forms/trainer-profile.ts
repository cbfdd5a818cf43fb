import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, plainText } from "./plain-text";

/**
 * The trainer profile's three sections (docs/product.md sections 3 and 5). The spec names only the required
 * fields and the minimums; the wording of the messages is ours.
 */
export const TRAINING_MODES = ["in_person", "online", "hybrid"] as const;
export const TRAINING_MODE_LABELS: Record<(typeof TRAINING_MODES)[number], string> = {
  in_person: "In person",
  online: "Online",
  hybrid: "Hybrid",
};
export const LANGUAGES = [
  "English",
  "Hindi",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Punjabi",
  "Marathi",
  "Gujarati",
  "Spanish",
  "French",
  "German",
  "Chinese",
  "Japanese",
] as const;
export const INDUSTRIES = ["IT", "Healthcare", "Finance", "Manufacturing", "Education", "Retail"] as const;
export const AUDIENCES = ["", "beginner", "intermediate", "advanced"] as const;
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  "": "No preference",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const SECTIONS = ["basic", "professional", "additional"] as const;
export type ProfileSection = (typeof SECTIONS)[number];

export const SECTION_SAVED: Record<ProfileSection, string> = {
  basic: "Basic info saved successfully! ✅",
  professional: "Professional info saved successfully! ✅",
  additional: "Additional info saved successfully! ✅",
};
export const SAVE_FAILED = "Failed to save data. Please try again.";
export const SIGN_IN_TO_SAVE = "Please sign in to save your profile. What you typed is kept.";
export const errorStatus = (message: string) => `Error: ${message} ❌`;

/**
 * Why a save answered as it did: `saved`, `list-change` (an Add/Remove button, not a save), `invalid`,
 * `sign-in` (signed out: only the draft was kept) or `failed`.
 */
export type ProfileSaveReason = "saved" | "list-change" | "invalid" | "sign-in" | "rate-limit" | "failed";

/** What the trainer profile's action answers (app/routes/trainer-profile/profile-form.server.ts). */
export type ProfileSaveReply = {
  section: ProfileSection;
  result: SubmissionResult<string[]>;
  reason: ProfileSaveReason;
  /** The section's status line (null: nothing to say). */
  status: string | null;
  /** Set when the server filled the location from the pin code. */
  location?: string;
};

/**
 * How many items each list of the profile may hold (issue 14 item 1): a longer list is refused before
 * it is parsed (app/forms/list-indexes.ts), with its message.
 */
export const PROFILE_LIST_CAPS = { mobileNumbers: 10, certifications: 20 } as const;
export const LIST_CAP_MESSAGES: Record<keyof typeof PROFILE_LIST_CAPS, string> = {
  mobileNumbers: `You can add at most ${PROFILE_LIST_CAPS.mobileNumbers} mobile numbers.`,
  certifications: `You can add at most ${PROFILE_LIST_CAPS.certifications} certifications.`,
};

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  plainText(z.string().trim().max(max, `Please keep this under ${max} characters`), options).optional();
const optionalUrl = z
  .string()
  .trim()
  .max(300, "Please keep this under 300 characters")
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
  .regex(/^https?:\/\/[^\s.]+\.[^\s]+$/i, "Please enter a full web address, like https://example.com")
  .optional();
const nonNegative = (label: string) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`);

export const basicSchema = z.object({
  name: z
    .string({ error: "Please enter your full name" })
    .trim()
    .min(1, "Please enter your full name")
    .max(100, "Please keep your name under 100 characters")
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
  email: z.string().optional(),
  mobileNumbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, "Please enter a valid 10-digit mobile number.")
        .optional(),
    )
    .max(PROFILE_LIST_CAPS.mobileNumbers, LIST_CAP_MESSAGES.mobileNumbers)
    .optional()
    .superRefine((numbers, context) => {
      if (!numbers?.[0]) context.addIssue({ code: "custom", message: "Please enter your mobile number", path: [0] });
    }),
  pinCode: plainText(z.string().trim().max(6, "Pin code can have at most 6 characters")).optional(),
  location: optionalText(200),
  skills: optionalText(1000),
  linkedIn: optionalUrl,
  preferredTrainingMode: z.enum(TRAINING_MODES).default("online"),
  perDayCharge: nonNegative("Per day charge")
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) context.addIssue({ code: "custom", message: "Please enter your per day charge" });
    }),
});

export const professionalSchema = z.object({
  experience: nonNegative("Experience").optional(),
  trainingExperience: nonNegative("Training experience").optional(),
  certifications: z
    .array(optionalText(200))
    .max(PROFILE_LIST_CAPS.certifications, LIST_CAP_MESSAGES.certifications)
    .optional(),
  languagesSpoken: z.array(z.enum(LANGUAGES)).optional(),
  industryExpertise: z.array(z.enum(INDUSTRIES)).optional(),
  availability: optionalText(300),
});

export const additionalSchema = z.object({
  portfolio: optionalUrl,
  education: optionalText(500),
  notes: optionalText(1000, { multiline: true }),
  preferredAudience: z.enum(AUDIENCES).optional(),
  hourlyRate: optionalText(50),
});

export const sectionSchemas = {
  basic: basicSchema,
  professional: professionalSchema,
  additional: additionalSchema,
} as const;
