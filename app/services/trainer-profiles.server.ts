import { eq, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import type {
  additionalSchema,
  basicSchema,
  ProfileFormValues,
  ProfileSection,
  professionalSchema,
} from "~/forms/trainer-profile";
import type { TrainingMode } from "~/lib/training-modes";
import { trainerModeOf, type DeliveryMode } from "~/lib/delivery-mode";
import { isTenDigitMobile } from "~/forms/apply";
import { parseSkills } from "~/forms/trainer-profile";
import { isPinCode } from "~/lib/pincode";
import {
  emptyTrainerProfileCookie,
  readTrainerProfileCookieFor,
  type TrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";
import { getDb, schema } from "~/infra/db.server";
import { keyedCache } from "~/infra/keyed-cache.server";
import { listChanged, onListChange } from "./list-versions.server";
import { lookupPinCode } from "./pincode.server";

export type TrainerProfileRow = typeof schema.trainerProfiles.$inferSelect;

/** The saved trainer profile of a signed-in email, or null when that trainer has not saved one yet. */
export async function getTrainerProfile(email: string): Promise<TrainerProfileRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.trainerProfiles)
    .where(eq(schema.trainerProfiles.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** What the board reads of a saved trainer profile. */
type BoardProfileRow = Pick<TrainerProfileRow, "mobileNumbers" | "skills" | "preferredTrainingMode" | "perDayCharge">;

/**
 * Saved profiles as the board reads them, by email (decision 0050): every signed-in board render asks, and a trainer
 * changes their profile rarely. Dropped on any change of what the board reads ('trainers', migration 0017), at once
 * for this process's own writes (`trainerProfilesChanged()`), and at most 5 seconds old.
 */
const boardProfiles = keyedCache<string, BoardProfileRow | null>();

onListChange((list) => {
  if (list === null || list === "trainers") boardProfiles.clear();
});

/** After a write of this process to a trainer profile: its next board shows it (read-your-writes). */
export function trainerProfilesChanged(): void {
  listChanged("trainers");
}

function boardProfileOf(email: string): Promise<BoardProfileRow | null> {
  const key = email.trim().toLowerCase();
  return boardProfiles.get(key, async () => {
    const db = await getDb();
    const { mobileNumbers, skills, preferredTrainingMode, perDayCharge } = schema.trainerProfiles;
    const [row] = await db
      .select({ mobileNumbers, skills, preferredTrainingMode, perDayCharge })
      .from(schema.trainerProfiles)
      .where(eq(schema.trainerProfiles.email, key))
      .limit(1);
    return row ?? null;
  });
}

/**
 * The board's trainer profile as the panel, Apply and matching use it (docs/product.md section 5, decision record 0039).
 * Signed in, it is the one saved trainer profile (the same store as /trainer-profile Basic): its first mobile
 * number, skills and training mode; only a trainer with nothing saved there falls back to their own draft cookie.
 * Signed out, it is the spec's local profile: the `trainerProfileData` cookie's core.mobileNumber and core.skills.
 * The preferred training mode is null when neither names one (the board's mode match).
 */
export async function localTrainerProfile(
  cookieHeader: string | null,
  email: string | null,
): Promise<{
  mobileNumber: string;
  skills: string[];
  preferredTrainingMode: DeliveryMode | null;
  /** Where Apply's quoted day rate starts (docs/product.md section 10, proposals). */
  perDayCharge: number | null;
}> {
  const draft = readTrainerProfileCookieFor(cookieHeader, email);
  const saved = email ? await boardProfileOf(email) : null;
  const cookieSkills = draft.core.skills?.filter((skill) => skill.trim()) ?? [];
  const savedMobile = saved?.mobileNumbers.find((number) => number.trim()) ?? "";
  const cookieCharge = Number.parseInt(draft.core.perDayCharge?.trim() ?? "", 10);
  if (saved) {
    return {
      mobileNumber: savedMobile || draft.core.mobileNumber?.trim() || "",
      skills: saved.skills.length > 0 ? saved.skills : cookieSkills,
      preferredTrainingMode: trainerModeOf(saved.preferredTrainingMode) ?? null,
      perDayCharge: saved.perDayCharge ?? null,
    };
  }
  return {
    mobileNumber: draft.core.mobileNumber?.trim() || "",
    skills: cookieSkills,
    preferredTrainingMode: trainerModeOf(draft.core.preferredTrainingMode) ?? null,
    perDayCharge: Number.isFinite(cookieCharge) && cookieCharge >= 0 ? cookieCharge : null,
  };
}

/**
 * The board panel's Save for a signed-in trainer: the same trainer profile as /trainer-profile Basic. The mobile
 * number replaces the profile's first one (the others stay), skills and training mode replace theirs; a trainer
 * with no profile yet gets one named after the signed-in name.
 */
export async function saveBoardProfile(
  user: { email: string; name: string },
  value: { mobileNumber: string; skills?: string; preferredTrainingMode?: TrainingMode },
): Promise<void> {
  const db = await getDb();
  const key = user.email.toLowerCase();
  const saved = await getTrainerProfile(key);
  const others = (saved?.mobileNumbers ?? []).filter((number) => number.trim()).slice(1);
  const columns = {
    mobileNumbers: [value.mobileNumber, ...others.filter((number) => number !== value.mobileNumber)],
    skills: parseSkills(value.skills),
    ...(value.preferredTrainingMode ? { preferredTrainingMode: value.preferredTrainingMode } : {}),
  };
  await db
    .insert(schema.trainerProfiles)
    .values({ email: key, name: user.name, ...columns })
    .onConflictDoUpdate({
      target: schema.trainerProfiles.email,
      set: {
        ...columns,
        name: sql`case when ${schema.trainerProfiles.name} = '' then excluded.name else ${schema.trainerProfiles.name} end`,
        updatedAt: sql`now()`,
      },
    });
  trainerProfilesChanged();
}

/** What signing in did with the browser's local profile: the fields it filled, and those it left as saved. */
export type AdoptedLocalProfile = { taken: ("mobile number" | "skills")[]; kept: ("mobile number" | "skills")[] };

/**
 * On sign-in, the signed-out visitor's local profile (the board panel's mobile number and skills in an ownerless
 * `trainerProfileData`) fills the account's trainer profile where that is empty, never over a saved value; the
 * caller says what was taken over and what was kept (decision record 0039).
 */
export async function adoptLocalProfile(
  user: { email: string; name: string },
  cookieHeader: string | null,
): Promise<AdoptedLocalProfile> {
  const local = readTrainerProfileCookieFor(cookieHeader, null);
  if (local.owner !== undefined) return { taken: [], kept: [] };
  const mobile = local.core.mobileNumber?.trim() ?? "";
  const skills = local.core.skills?.map((skill) => skill.trim()).filter(Boolean) ?? [];
  if (!mobile && skills.length === 0) return { taken: [], kept: [] };
  const saved = await getTrainerProfile(user.email);
  const savedMobile = saved?.mobileNumbers.find((number) => number.trim()) ?? "";
  const result: AdoptedLocalProfile = { taken: [], kept: [] };
  const columns: Partial<typeof schema.trainerProfiles.$inferInsert> = {};
  if (isTenDigitMobile(mobile)) {
    if (!savedMobile) {
      columns.mobileNumbers = [mobile];
      result.taken.push("mobile number");
    } else if (savedMobile !== mobile) result.kept.push("mobile number");
  }
  if (skills.length > 0) {
    if (!saved || saved.skills.length === 0) {
      columns.skills = skills;
      result.taken.push("skills");
    } else if (saved.skills.join(",").toLowerCase() !== skills.join(",").toLowerCase()) result.kept.push("skills");
  }
  if (result.taken.length > 0) {
    const db = await getDb();
    await db
      .insert(schema.trainerProfiles)
      .values({ email: user.email.toLowerCase(), name: user.name, ...columns })
      .onConflictDoUpdate({ target: schema.trainerProfiles.email, set: { ...columns, updatedAt: sql`now()` } });
    trainerProfilesChanged();
  }
  return result;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const slots = (list: string[] | undefined) => (list && list.length > 0 ? list : [""]);
const pick = (draft: string | undefined, saved: string) => (draft !== undefined && draft.trim() !== "" ? draft : saved);
const pickList = (draft: string[] | undefined, saved: string[]) =>
  draft && draft.some((item) => item.trim() !== "") ? draft : saved;

/**
 * A draft older than the saved profile (saved since on another browser, or a draft from before drafts
 * carried a time) must not silently override it (docs/product.md section 10): only a newer draft is used.
 */
function isNewerThanSaved(draft: TrainerProfileCookie, saved: TrainerProfileRow | null): boolean {
  return !saved || (draft.updatedAt !== undefined && draft.updatedAt >= saved.updatedAt.getTime());
}

/**
 * What the form shows: the saved profile, overlaid with the draft from the trainerProfileData cookie
 * (what was typed and not saved yet) when that draft is newer. Email is the signed-in email whenever
 * there is one.
 */
export function profileFormValues(
  saved: TrainerProfileRow | null,
  cookieDraft: TrainerProfileCookie,
  signedInEmail: string | null,
  /** The signed-in name: Full Name starts from it while the profile has none (decision record 0039). */
  signedInName = "",
): ProfileFormValues {
  const draft = isNewerThanSaved(cookieDraft, saved) ? cookieDraft : emptyTrainerProfileCookie();
  const core = draft.core;
  return {
    basic: {
      name: pick(core.name, saved?.name || signedInName),
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

/**
 * Whether the directory settings show "Show my profile to companies" ticked: opted in, with the slug and the name
 * a public page needs.
 */
export const isShownAsListed = (row: { listed: boolean; slug: string | null; name: string }) =>
  row.listed && Boolean(row.slug) && row.name !== "";

/**
 * What the directory settings' fields show, in the form's names (a box as "on" or "off"): the saved settings,
 * overlaid with the draft's when that draft is newer, as `profileFormValues` does for the sections.
 */
export function directoryFormValues(
  saved: TrainerProfileRow | null,
  cookieDraft: TrainerProfileCookie,
): Record<"headline" | "listedInDirectory" | "showRate", string> {
  const draft = (isNewerThanSaved(cookieDraft, saved) ? cookieDraft.directory : undefined) ?? {};
  const box = (ticked: boolean | undefined) => (ticked ? "on" : "off");
  const listed = saved
    ? isShownAsListed({ listed: saved.listedInDirectory, slug: saved.publicSlug, name: saved.name })
    : false;
  return {
    headline: pick(draft.headline, saved?.headline ?? ""),
    listedInDirectory: pick(draft.listedInDirectory, box(listed)),
    showRate: pick(draft.showRate, box(saved?.showRate)),
  };
}

/**
 * Upserts the section's columns for this email; returns the section as stored, in the form's shape (the location
 * filled from the pin code, texts trimmed, empty list items dropped), for the page and the draft to show.
 */
export async function saveProfileSection<Section extends ProfileSection>(
  section: Section,
  value: unknown,
  email: string,
): Promise<ProfileFormValues[Section]> {
  const db = await getDb();
  const key = email.toLowerCase();
  let columns: Partial<typeof schema.trainerProfiles.$inferInsert>;
  if (section === "basic") {
    const basic = value as z.infer<typeof basicSchema>;
    let location = basic.location ?? "";
    if (!location && isPinCode(basic.pinCode)) location = (await lookupPinCode(basic.pinCode)) ?? "";
    columns = {
      name: basic.name,
      mobileNumbers: (basic.mobileNumbers ?? []).filter((n): n is string => Boolean(n)),
      pinCode: basic.pinCode ?? "",
      location,
      skills: parseSkills(basic.skills),
      linkedIn: basic.linkedIn ?? "",
      preferredTrainingMode: basic.preferredTrainingMode ?? "online",
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
  // The section's heading reads "Saved" from now on (docs/product.md section 4, "Saved or not"; decision record 0066).
  const sections = schema.trainerProfiles.savedSections;
  const savedSections = sql`case when ${sections} @> jsonb_build_array(${section}::text) then ${sections} else ${sections} || jsonb_build_array(${section}::text) end`;
  const [row] = await db
    .insert(schema.trainerProfiles)
    .values({ email: key, ...columns, savedSections: [section] })
    .onConflictDoUpdate({
      target: schema.trainerProfiles.email,
      set: { ...columns, savedSections, updatedAt: sql`now()` },
    })
    .returning();
  trainerProfilesChanged();
  return profileFormValues(row!, emptyTrainerProfileCookie(), key)[section];
}
