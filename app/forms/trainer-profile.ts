import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { INTENT_FIELD } from "./list-indexes";
import { TRAINING_MODES } from "~/lib/training-modes";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, plainText } from "./plain-text";

/**
 * The trainer profile's three sections (docs/product.md sections 3 and 5). The spec names only the required
 * fields and the minimums; the wording of the messages is ours.
 */
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

/**
 * The page is one form (docs/product.md, "Nothing typed is lost"): every button posts every section's values, so that a section's
 * Save, a list's Add or Remove, the CV upload, the alerts and "Delete my profile" lose nothing typed elsewhere on
 * the page. A section's Save posts `intent` = its section; the section is saved, the others come back as typed.
 */
export const PROFILE_FORM_ID = "trainer-profile";
/** The directory settings' mark beside their Save while what they show differs from what is saved. */
export const NOT_SAVED_YET = "Not saved yet";
/**
 * Where a section stands, shown at its heading (docs/product.md section 4, "Saved or not"): `saved` (its Save stored
 * it and it shows what is stored), `not-saved` (its Save has never stored it) or `changed` (stored, and it shows
 * something else: edited since, or a draft over it).
 */
export type SectionState = "saved" | "not-saved" | "changed";
export const SECTION_STATE_LABELS: Record<SectionState, string> = {
  saved: "Saved",
  "not-saved": NOT_SAVED_YET,
  changed: "Unsaved changes",
};
/** The line above the sections: how many of them read "Saved". */
export const sectionsSavedLine = (saved: number) => `${saved} of ${SECTIONS.length} sections saved`;
/** "Delete my profile": keeps the draft, then the confirmation page. */
export const DELETE_INTENT = "delete";

export const SECTION_SAVED: Record<ProfileSection, string> = {
  basic: "Basic info saved successfully! ✅",
  professional: "Professional info saved successfully! ✅",
  additional: "Additional info saved successfully! ✅",
};
/** The id of a section's heading: the page's address after a save without JavaScript points there. */
export const sectionHeadingId = (section: ProfileSection) => `${section}-title`;
export const SAVE_FAILED = "Failed to save data. Please try again.";
/** Shown while the profile draft was too long for the browser's cookie and was cut (docs/product.md section 4). */
export const DRAFT_TRIMMED =
  "What you typed is longer than this browser can keep as a draft: it keeps the form from the top down, as much as fits, and what comes after only on this page. Save each section to keep all of it.";
export const SIGN_IN_TO_SAVE = "Please sign in to save your profile. What you typed is kept.";
export const errorStatus = (message: string) => `Error: ${message} ❌`;

/**
 * Why a post answered as it did: `saved`, `list-change` (an Add/Remove button, not a save), `kept` (no section's
 * Save: Enter without JavaScript; only the draft was kept), `invalid`, `sign-in` (signed out: only the draft was
 * kept), `rate-limit` or `failed`.
 */
export type ProfileSaveReason = "saved" | "list-change" | "kept" | "invalid" | "sign-in" | "rate-limit" | "failed";

/** A field's value as the form holds it: a text, or the texts of a list or a checkbox group. */
export type ProfileFieldValue = string | string[];

/** What the trainer profile's action answers (app/http/profile-form.server.ts). */
export type ProfileSaveReply = {
  /** The section whose Save was pressed; null for any other button. */
  section: ProfileSection | null;
  /** Every section's values as the page shows them next: the saved section as stored, the others as posted. */
  result: SubmissionResult<string[]>;
  reason: ProfileSaveReason;
  /** The section's status line (null: nothing to say). */
  status: string | null;
  /** A refusal that is not about a field (signed out, too many saves, a failed save): for the error summary. */
  message?: string;
  /**
   * After a save, the saved section's fields whose stored value differs from the posted one (the location filled
   * from the pin code, a trimmed text, an empty list slot dropped): with JavaScript the page puts them in place.
   */
  corrections?: Record<string, ProfileFieldValue>;
  /** The draft this answer keeps was too long for the cookie and was cut (`DRAFT_TRIMMED`). */
  draftTrimmed?: boolean;
};

/** The three sections' values as the form shows them (text, and lists of text). */
export type ProfileFormValues = {
  basic: {
    name: string;
    email: string;
    mobileNumbers: string[];
    pinCode: string;
    location: string;
    skills: string;
    linkedIn: string;
    preferredTrainingMode: string;
    perDayCharge: string;
  };
  professional: {
    experience: string;
    trainingExperience: string;
    certifications: string[];
    languagesSpoken: string[];
    industryExpertise: string[];
    availability: string;
  };
  additional: { portfolio: string; education: string; notes: string; preferredAudience: string; hourlyRate: string };
};

/** The one form's values: the three sections side by side (their field names never collide). */
export function flatProfileValues(values: ProfileFormValues): Record<string, ProfileFieldValue> {
  return { ...values.basic, ...values.professional, ...values.additional };
}

/**
 * How many items each list of the profile may hold (docs/product.md section 8): a longer list is refused before
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
    .check(z.refine((numbers) => Boolean(numbers?.[0]), { message: "Please enter your mobile number", path: [0] })),
  pinCode: z.optional(plainText(z.string().check(z.trim(), z.maxLength(6, "Pin code can have at most 6 characters")))),
  location: optionalText(200),
  skills: optionalText(1000),
  linkedIn: optionalUrl,
  /** Not posted (another client): saved as "online", the column's default (zod's `_default` would cost every form page). */
  preferredTrainingMode: z.optional(z.enum(TRAINING_MODES)),
  perDayCharge: z
    .optional(nonNegative("Per day charge"))
    .check(z.refine((value) => value !== undefined, "Please enter your per day charge")),
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

/** Every section's fields with their rules: what live validation and a list's Add or Remove check. */
export const profileSchema = z.object({ ...basicSchema.shape, ...professionalSchema.shape, ...additionalSchema.shape });
/** The one form's Conform metadata, as its sections and list fields use it. */
export type ProfileFormMetadata = FormMetadata<z.input<typeof profileSchema>, string[]>;

/** The fields each section saves, in the page's order (the email is the signed-in one, not a field). */
export const SECTION_FIELDS: Record<ProfileSection, readonly string[]> = {
  basic: Object.keys(basicSchema.shape).filter((name) => name !== "email"),
  professional: Object.keys(professionalSchema.shape),
  additional: Object.keys(additionalSchema.shape),
};

/**
 * Each field's visible label, in the page's order: the sections' fields show them, and the note about a restored
 * draft names the fields it took over by them (docs/product.md, "Nothing typed is lost").
 */
export const FIELD_LABELS = {
  name: "Full Name",
  mobileNumbers: "Mobile Numbers",
  pinCode: "Pin Code",
  location: "Location",
  skills: "Skills",
  linkedIn: "LinkedIn",
  preferredTrainingMode: "Preferred Training Mode",
  perDayCharge: "Per Day Charge (₹)",
  experience: "Experience (years)",
  trainingExperience: "Training Experience (years)",
  certifications: "Certifications",
  languagesSpoken: "Languages Spoken",
  industryExpertise: "Industry Expertise",
  availability: "Availability",
  portfolio: "Portfolio",
  hourlyRate: "Hourly Rate",
  preferredAudience: "Preferred Audience",
  education: "Education",
  notes: "Notes",
} as const satisfies Record<Exclude<keyof typeof profileSchema.shape, "email">, string>;

/**
 * The visible labels of `fields` (the form's names), in the page's order: the sections' fields, then the directory
 * settings' (which the profile draft keeps too).
 */
export function fieldLabels(fields: readonly string[]): string[] {
  const named = new Set(fields);
  const labels = {
    ...FIELD_LABELS,
    [DIRECTORY_FIELDS.listed]: DIRECTORY_LABELS.listed,
    [DIRECTORY_FIELDS.showRate]: DIRECTORY_LABELS.showRate,
    [DIRECTORY_FIELDS.headline]: DIRECTORY_LABELS.headline,
  };
  return Object.entries(labels).flatMap(([name, label]) => (named.has(name) ? [label] : []));
}

/** The note above the form when the page shows fields from the profile draft instead of the saved profile. */
export const takenOverNote = (fields: readonly string[]) =>
  `Taken over from your unsaved draft: ${fields.join(", ")}. Save their sections to keep them.`;

const nothingToCheck = z.object({});

/** The section whose Save was pressed, if any. */
export function savedSectionOf(form: FormData): ProfileSection | null {
  return SECTIONS.find((section) => section === form.get("intent")) ?? null;
}

/**
 * What a post of the profile form is checked against, in the browser and on the server alike: a section's Save
 * checks that section only; Conform's own buttons every field by its rules (each error shows only on a field
 * that was typed in, or after a submit); any other button (the CV upload, alerts, "Delete my profile", Enter
 * without JavaScript) saves no section, so it checks nothing and never stops on another section's error.
 */
export function profileSchemaFor(form: FormData): z.ZodMiniType {
  if (form.has(INTENT_FIELD)) return profileSchema;
  const section = savedSectionOf(form);
  return section ? sectionSchemas[section] : nothingToCheck;
}

/**
 * The directory settings (decision record 0047): "Show my profile to companies" (off by default) gives the trainer a
 * public page `/trainers/{slug}` and a place in the directory `/trainers`; "Show my per-day charge" adds the charge
 * to that page. The section's own button posts the whole profile form to `paths.trainerDirectory`, so that what was
 * typed in the sections is kept (as the alerts' button does); an unticked box is not posted: off. Its schema is in
 * forms/directory-settings.ts, which only the server reads.
 */
export const DIRECTORY_FIELDS = { listed: "listedInDirectory", showRate: "showRate", headline: "headline" } as const;
/** The public page's headline: one line under the trainer's name, optional (the column's check says the same). */
export const HEADLINE_MAX = 120;
export const DIRECTORY_LABELS = {
  listed: "Show my profile to companies",
  showRate: "Show my per-day charge on my public page",
  headline: "Headline on your public page (optional)",
  headlineHint: `One line under your name, up to ${HEADLINE_MAX} characters: what you teach and for whom.`,
  save: "Save directory settings",
} as const;
export const DIRECTORY_MESSAGES = {
  listed: "Your profile is in the directory: companies can find you and see your public page.",
  unlisted: "Your profile is not shown to companies: you have no public page and no place in the directory.",
  needsProfile: "Please save your Basic info (your name and skills) first: your public page shows them.",
  headlineTooLong: `Please keep your headline to ${HEADLINE_MAX} characters or fewer.`,
} as const;
/** What the directory settings' action checks (the section's own button posts these fields alone). */
export const directorySchema = z.object({
  [DIRECTORY_FIELDS.listed]: z.optional(z.boolean()),
  [DIRECTORY_FIELDS.showRate]: z.optional(z.boolean()),
  [DIRECTORY_FIELDS.headline]: z.optional(
    z.string().check(z.trim(), z.maxLength(HEADLINE_MAX, DIRECTORY_MESSAGES.headlineTooLong)),
  ),
});

/**
 * Skills typed as one comma-separated value: trimmed, non-empty, unique (case-insensitive). The skills field's rule,
 * in its form's contract; matching and the board's panel keep skills by the same rule.
 */
export function parseSkills(value: string | string[] | undefined | null): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? ""]).flatMap((item) => item.split(","));
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of parts) {
    const skill = part.trim().slice(0, 60);
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, 30);
}
