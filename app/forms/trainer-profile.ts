import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
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
  z.optional(
    plainText(z.string().check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters`)), options),
  );
const optionalUrl = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(300, "Please keep this under 300 characters"),
    z.refine((value: string) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
    z.regex(/^https?:\/\/[^\s.]+\.[^\s]+$/i, "Please enter a full web address, like https://example.com"),
  ),
);
const nonNegative = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(z.gte(0, `${label} cannot be negative`));

export const basicSchema = z.object({
  name: z.string({ error: "Please enter your full name" }).check(
    z.trim(),
    z.minLength(1, "Please enter your full name"),
    z.maxLength(100, "Please keep your name under 100 characters"),
    z.refine((value: string) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
  ),
  email: z.optional(z.string()),
  mobileNumbers: z
    .optional(
      z
        .array(
          z.optional(z.string().check(z.trim(), z.regex(/^\d{10}$/, "Please enter a valid 10-digit mobile number."))),
        )
        .check(z.maxLength(PROFILE_LIST_CAPS.mobileNumbers, LIST_CAP_MESSAGES.mobileNumbers)),
    )
    .check(
      z.superRefine((numbers, context) => {
        if (!numbers?.[0]) context.addIssue({ code: "custom", message: "Please enter your mobile number", path: [0] });
      }),
    ),
  pinCode: z.optional(plainText(z.string().check(z.trim(), z.maxLength(6, "Pin code can have at most 6 characters")))),
  location: optionalText(200),
  skills: optionalText(1000),
  linkedIn: optionalUrl,
  preferredTrainingMode: z._default(z.enum(TRAINING_MODES), "online"),
  perDayCharge: z.optional(nonNegative("Per day charge")).check(
    z.superRefine((value, context) => {
      if (value === undefined) context.addIssue({ code: "custom", message: "Please enter your per day charge" });
    }),
  ),
});

export const professionalSchema = z.object({
  experience: z.optional(nonNegative("Experience")),
  trainingExperience: z.optional(nonNegative("Training experience")),
  certifications: z.optional(
    z.array(optionalText(200)).check(z.maxLength(PROFILE_LIST_CAPS.certifications, LIST_CAP_MESSAGES.certifications)),
  ),
  languagesSpoken: z.optional(z.array(z.enum(LANGUAGES))),
  industryExpertise: z.optional(z.array(z.enum(INDUSTRIES))),
  availability: optionalText(300),
});

export const additionalSchema = z.object({
  portfolio: optionalUrl,
  education: optionalText(500),
  notes: optionalText(1000, { multiline: true }),
  preferredAudience: z.optional(z.enum(AUDIENCES)),
  hourlyRate: optionalText(50),
});

export const sectionSchemas = {
  basic: basicSchema,
  professional: professionalSchema,
  additional: additionalSchema,
} as const;
