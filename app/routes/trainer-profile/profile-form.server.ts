import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  errorStatus,
  SAVE_FAILED,
  SECTION_SAVED,
  SECTIONS,
  sectionSchemas,
  SIGN_IN_TO_SAVE,
  type additionalSchema,
  type basicSchema,
  type ProfileSection,
  type professionalSchema,
} from "~/forms/trainer-profile";
import { parseSkills } from "~/lib/lead-matching";
import { mergeDraftSection } from "~/lib/trainer-profile-draft";
import {
  isTrainerProfileEmpty,
  readTrainerProfileCookie,
  serializeTrainerProfileCookie,
  type TrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";
import { getUser } from "~/server/http/auth.server";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import { isPinCode, lookupPinCode } from "~/server/services/pincode.server";
import { guardedFormData } from "~/server/infra/security.server";
import { getTrainerProfile, type TrainerProfileRow } from "~/server/services/trainer-profiles.server";

/** The three sections' values as the forms show them (text, and lists of text). */
export type ProfileFormValues = {
  basic: { name: string; email: string; mobileNumbers: string[]; pinCode: string; location: string; skills: string; linkedIn: string; preferredTrainingMode: string; perDayCharge: string };
  professional: { experience: string; trainingExperience: string; certifications: string[]; languagesSpoken: string[]; industryExpertise: string[]; availability: string };
  additional: { portfolio: string; education: string; notes: string; preferredAudience: string; hourlyRate: string };
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const slots = (list: string[] | undefined) => (list && list.length > 0 ? list : [""]);
const pick = (draft: string | undefined, saved: string) => (draft !== undefined && draft.trim() !== "" ? draft : saved);
const pickList = (draft: string[] | undefined, saved: string[]) => (draft && draft.some((item) => item.trim() !== "") ? draft : saved);

/**
 * What the form shows: the saved profile, overlaid with the draft from the trainerProfileData cookie
 * (what was typed and not saved yet). Email is the signed-in email whenever there is one.
 */
export function profileFormValues(saved: TrainerProfileRow | null, draft: TrainerProfileCookie, signedInEmail: string | null): ProfileFormValues {
  const core = draft.core;
  return {
    basic: {
      name: pick(core.name, saved?.name ?? ""),
      email: signedInEmail ?? core.email ?? "",
      mobileNumbers: slots(pickList(core.mobileNumbers, saved?.mobileNumbers ?? [])),
      pinCode: pick(core.pinCode, saved?.pinCode ?? ""),
      location: pick(core.location, saved?.location ?? ""),
      skills: pickList(core.skills, saved?.skills ?? []).join(", "),
      linkedIn: pick(core.linkedIn, saved?.linkedIn ?? ""),
      preferredTrainingMode: pick(core.preferredTrainingMode, saved?.preferredTrainingMode ?? "online"),
      perDayCharge: pick(core.perDayCharge, text(saved?.perDayCharge)),
    },
    professional: {
      experience: pick(draft.professional.experience, text(saved?.experience)),
      trainingExperience: pick(draft.professional.trainingExperience, text(saved?.trainingExperience)),
      certifications: slots(pickList(draft.professional.certifications, saved?.certifications ?? [])),
      languagesSpoken: pickList(draft.professional.languagesSpoken, saved?.languagesSpoken ?? ["English"]),
      industryExpertise: pickList(draft.professional.industryExpertise, saved?.industryExpertise ?? ["IT"]),
      availability: pick(draft.professional.availability, saved?.availability ?? ""),
    },
    additional: {
      portfolio: pick(draft.optional.portfolio, saved?.portfolio ?? ""),
      education: pick(draft.optional.education, saved?.education ?? ""),
      notes: pick(draft.optional.notes, saved?.notes ?? ""),
      preferredAudience: pick(draft.optional.preferredAudience, saved?.preferredAudience ?? ""),
      hourlyRate: pick(draft.optional.hourlyRate, saved?.hourlyRate ?? ""),
    },
  };
}

export async function loadProfileForm(request: Request) {
  const user = await getUser(request);
  const saved = user ? await getTrainerProfile(user.email) : null;
  const draft = readTrainerProfileCookie(request.headers.get("Cookie"));
  return { values: profileFormValues(saved, draft, user?.email ?? null), signedIn: Boolean(user), hasSaved: Boolean(saved) };
}

function withDraft(request: Request, section: ProfileSection, form: FormData): string | null {
  const draft = mergeDraftSection(readTrainerProfileCookie(request.headers.get("Cookie")), section, form);
  if (isTrainerProfileEmpty(draft)) return null;
  return serializeTrainerProfileCookie(draft, { secure: getConfig().secureCookies });
}

export type ProfileSaveReply = {
  section: ProfileSection;
  result: SubmissionResult<string[]>;
  status: string | null;
  kind: "success" | "error" | null;
  /** Set when the server filled the location from the pin code. */
  location?: string;
};

/**
 * Saves one section. Every attempt (also a refused one) writes the draft cookie first, so that nothing
 * typed is lost without JavaScript; saving itself needs sign-in (DESIGN.md section 7).
 */
export async function handleProfileSave(request: Request) {
  const form = await guardedFormData(request);
  const section = SECTIONS.find((s) => s === form.get("intent")) ?? "basic";
  const submission = parseWithZod(form, { schema: sectionSchemas[section] as z.ZodTypeAny });
  const cookie = withDraft(request, section, form);
  const headers: HeadersInit = cookie ? { "Set-Cookie": cookie } : {};
  const answer = (status: number, reply: Omit<ProfileSaveReply, "section">) => json<ProfileSaveReply>({ section, ...reply }, { status, headers });

  if (submission.status !== "success") {
    // A list button (add/remove) is not a save: it answers with the changed list and no message.
    const isListChange = submission.status === undefined;
    return answer(isListChange ? 200 : 400, { result: submission.reply(), status: null, kind: null });
  }
  const user = await getUser(request);
  if (!user) return answer(401, { result: submission.reply(), status: errorStatus(SIGN_IN_TO_SAVE), kind: "error" });
  try {
    const location = await saveSection(section, submission.value, user.email);
    return answer(200, { result: submission.reply(), status: SECTION_SAVED[section], kind: "success", ...(location ? { location } : {}) });
  } catch (error) {
    console.error(`[trainer-profile] saving ${section} failed:`, error);
    return answer(500, { result: submission.reply(), status: errorStatus(SAVE_FAILED), kind: "error" });
  }
}

/** Upserts the section's columns for this email; returns the location when the pin code filled it. */
async function saveSection(section: ProfileSection, value: unknown, email: string): Promise<string | null> {
  const db = await getDb();
  const key = email.toLowerCase();
  let columns: Partial<typeof schema.trainerProfiles.$inferInsert>;
  let filledLocation: string | null = null;
  if (section === "basic") {
    const basic = value as z.infer<typeof basicSchema>;
    let location = basic.location ?? "";
    if (!location && isPinCode(basic.pinCode)) {
      filledLocation = await lookupPinCode(basic.pinCode);
      location = filledLocation ?? "";
    }
    columns = {
      name: basic.name,
      mobileNumbers: (basic.mobileNumbers ?? []).filter((n): n is string => Boolean(n)),
      pinCode: basic.pinCode ?? "",
      location,
      skills: parseSkills(basic.skills),
      linkedIn: basic.linkedIn ?? "",
      preferredTrainingMode: basic.preferredTrainingMode,
      perDayCharge: basic.perDayCharge ?? null,
    };
  } else if (section === "professional") {
    const professional = value as z.infer<typeof professionalSchema>;
    columns = {
      experience: professional.experience ?? null,
      trainingExperience: professional.trainingExperience ?? null,
      certifications: (professional.certifications ?? []).filter((c): c is string => Boolean(c)),
      languagesSpoken: professional.languagesSpoken ?? [],
      industryExpertise: professional.industryExpertise ?? [],
      availability: professional.availability ?? "",
    };
  } else {
    const additional = value as z.infer<typeof additionalSchema>;
    columns = {
      portfolio: additional.portfolio ?? "",
      education: additional.education ?? "",
      notes: additional.notes ?? "",
      preferredAudience: additional.preferredAudience ?? "",
      hourlyRate: additional.hourlyRate ?? "",
    };
  }
  await db
    .insert(schema.trainerProfiles)
    .values({ email: key, ...columns })
    .onConflictDoUpdate({ target: schema.trainerProfiles.email, set: { ...columns, updatedAt: sql`now()` } });
  return filledLocation;
}
