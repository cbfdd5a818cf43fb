import type { ProfileSection } from "~/forms/trainer-profile";
import { parseSkills } from "./requirement-matching";
import {
  isTrainerProfileEmpty,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  stampTrainerProfileCookie,
  type TrainerProfileCookie,
} from "./trainer-profile-cookie";

/**
 * One section's posted fields, as the draft cookie keeps them. Used by the server on every save
 * attempt and by the browser's autosave, so both write the same draft.
 */
export function draftPart(section: ProfileSection, form: FormData): Record<string, string | string[]> {
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  const one = (name: string) => text(form.get(name));
  const list = (name: string) =>
    [...form.entries()].filter(([key]) => key.startsWith(`${name}[`)).map(([, value]) => text(value));
  if (section === "basic") {
    return {
      name: one("name"),
      mobileNumbers: list("mobileNumbers"),
      pinCode: one("pinCode"),
      location: one("location"),
      skills: parseSkills(one("skills")),
      linkedIn: one("linkedIn"),
      preferredTrainingMode: one("preferredTrainingMode"),
      perDayCharge: one("perDayCharge"),
    };
  }
  if (section === "professional") {
    return {
      experience: one("experience"),
      trainingExperience: one("trainingExperience"),
      certifications: list("certifications"),
      languagesSpoken: form.getAll("languagesSpoken").map(text),
      industryExpertise: form.getAll("industryExpertise").map(text),
      availability: one("availability"),
    };
  }
  return {
    portfolio: one("portfolio"),
    education: one("education"),
    notes: one("notes"),
    preferredAudience: one("preferredAudience"),
    hourlyRate: one("hourlyRate"),
  };
}

/** The draft with one section replaced by what its form holds (the board's core.mobileNumber stays). */
export function mergeDraftSection(
  draft: TrainerProfileCookie,
  section: ProfileSection,
  form: FormData,
): TrainerProfileCookie {
  const part = draftPart(section, form);
  if (section === "basic") return { ...draft, core: { ...draft.core, ...part } };
  if (section === "professional") return { ...draft, professional: { ...draft.professional, ...part } };
  return { ...draft, optional: { ...draft.optional, ...part } };
}

/**
 * The draft cookie after these forms: the cookie's draft (from a Cookie header or `document.cookie`)
 * with each form's section replaced, as a Set-Cookie value or a `document.cookie` assignment; null
 * when nothing is typed anywhere, since an empty draft is never kept (docs/product.md section 4). The server
 * writes it on every save attempt, the browser's autosave as the trainer types. It is stamped with the
 * signed-in `owner` and the time, and another owner's draft is not carried over.
 */
export function draftCookieWith(
  cookieHeader: string | null,
  forms: readonly (readonly [ProfileSection, FormData])[],
  options: { secure: boolean; owner: string | null },
): string | null {
  let draft = readTrainerProfileCookieFor(cookieHeader, options.owner);
  for (const [section, form] of forms) draft = mergeDraftSection(draft, section, form);
  if (isTrainerProfileEmpty(draft)) return null;
  return serializeTrainerProfileCookie(stampTrainerProfileCookie(draft, options.owner), options);
}
