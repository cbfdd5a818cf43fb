import { parse } from "@conform-to/react";
import { rootName } from "~/forms/list-indexes";
import {
  DIRECTORY_FIELDS,
  parseSkills,
  SECTION_FIELDS,
  SECTIONS,
  type ProfileFieldValue,
  type ProfileSection,
  type SectionState,
} from "~/forms/trainer-profile";
import {
  isTrainerProfileEmpty,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  stampTrainerProfileCookie,
  type TrainerProfileCookie,
} from "./trainer-profile-cookie";

/** A section as the draft cookie keeps it: its fields as texts and lists of texts, skills as a list. */
type DraftPart = Record<string, string | string[]>;

/** Where each section lives in the cookie (docs/product.md section 3). */
const COOKIE_PART = { basic: "core", professional: "professional", additional: "optional" } as const;

/** Fields the form holds as lists: Add/Remove lists and checkbox groups (whose one choice arrives as a text). */
const LIST_FIELDS = new Set(["mobileNumbers", "certifications", "languagesSpoken", "industryExpertise"]);
const NUMBER_FIELDS = new Set(["perDayCharge", "experience", "trainingExperience"]);
/** Checkbox groups: the order of the choices means nothing. */
const CHOICE_FIELDS = new Set(["languagesSpoken", "industryExpertise"]);

const text = (value: unknown) => (typeof value === "string" ? value : "");
// Array.from: a list posted with a gap (`mobileNumbers[1]` alone) is sparse, and its gap an empty item.
const texts = (value: unknown) => Array.from(Array.isArray(value) ? value : value === undefined ? [] : [value], text);

/**
 * One section of the page's values as the draft cookie keeps it. The values are in Conform's shape (lists as
 * lists, absent fields absent): a form as posted (`postedProfileValues`), Conform's live values, or the saved
 * profile as the form shows it. Used by the server on every post and by the browser's autosave, so both write
 * the same draft.
 */
export function draftPart(section: ProfileSection, values: Record<string, unknown>): DraftPart {
  return Object.fromEntries(
    SECTION_FIELDS[section].map((name) => {
      const value = values[name];
      if (name === "skills") return [name, parseSkills(text(value))];
      return [name, LIST_FIELDS.has(name) ? texts(value) : text(value)];
    }),
  );
}

/**
 * The directory settings' fields (app/components/trainer-profile/directory-section.tsx), in the page's order. They
 * are no section's (their Save posts to the directory settings' action), but what is typed in them is kept in the
 * draft as the sections' fields are (docs/product.md, "Nothing typed is lost"; decision 0060).
 */
export const DIRECTORY_DRAFT_FIELDS = [DIRECTORY_FIELDS.listed, DIRECTORY_FIELDS.showRate, DIRECTORY_FIELDS.headline];
const DIRECTORY_BOXES = new Set<string>([DIRECTORY_FIELDS.listed, DIRECTORY_FIELDS.showRate]);

/**
 * The directory settings as the draft keeps them: the headline as a text, a box as "on" (ticked: what the browser
 * posts) or "off" (an unticked box is not posted). From a form as posted, Conform's live values, or the saved
 * settings in the same shape (`directoryFormValues`).
 */
export function directoryDraftPart(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    DIRECTORY_DRAFT_FIELDS.map((name) => {
      const value = values[name];
      return [name, DIRECTORY_BOXES.has(name) ? (value === "on" ? "on" : "off") : text(value)];
    }),
  );
}

/** The directory fields whose shown values would store something other than `saved`, in the page's order. */
export function changedDirectoryFields(shown: Record<string, unknown>, saved: Record<string, unknown>): string[] {
  const showing = directoryDraftPart(shown);
  const stored = directoryDraftPart(saved);
  return DIRECTORY_DRAFT_FIELDS.filter((name) => showing[name]!.trim() !== stored[name]!.trim());
}

/**
 * The cookie's draft with the directory fields replaced by those posted that differ from `untyped` (as a section's
 * are, `withDraftPart`); only when the form carries the directory settings (its headline field is always posted).
 */
function withDirectoryDraft(
  draft: TrainerProfileCookie,
  posted: Record<string, unknown>,
  untyped: Record<string, unknown>,
): TrainerProfileCookie {
  const part = directoryDraftPart(posted);
  const changed = new Set(changedDirectoryFields(posted, untyped));
  const kept: Record<string, string> = { ...draft.directory };
  for (const name of DIRECTORY_DRAFT_FIELDS) {
    delete kept[name];
    if (changed.has(name)) kept[name] = part[name]!;
  }
  const { directory: _previous, ...rest } = draft;
  return Object.keys(kept).length > 0 ? { ...rest, directory: kept } : rest;
}

/** The page's values as posted, read as Conform reads them, with a list's Add or Remove applied. */
export function postedProfileValues(form: FormData): Record<string, unknown> {
  return parse(form, { resolve: (value) => ({ value }) }).payload;
}

/** Whether the form carries a section at all: the page posts all three, an older page or another client may not. */
function postsSection(form: FormData, section: ProfileSection): boolean {
  const names = new Set(SECTION_FIELDS[section]);
  for (const key of form.keys()) if (names.has(rootName(key))) return true;
  return false;
}

/**
 * The cookie's draft with `section`'s fields replaced by those of `part` that differ from `untyped` (what the page
 * shows before anything is typed: the saved profile, or the empty form with its defaults). A field shown as it was
 * is no draft, so it never replaces a saved value (docs/product.md, "Nothing typed is lost"; decision 0060).
 * Fields of the cookie's part that are not the section's (the board's `core.mobileNumber`) stay.
 */
function withDraftPart(
  draft: TrainerProfileCookie,
  section: ProfileSection,
  part: DraftPart,
  untyped: Record<string, unknown>,
): TrainerProfileCookie {
  const key = COOKIE_PART[section];
  const shown = draftPart(section, untyped);
  const kept: Record<string, unknown> = { ...draft[key] };
  for (const name of SECTION_FIELDS[section]) {
    delete kept[name];
    if (JSON.stringify(asStored(name, part[name]!)) !== JSON.stringify(asStored(name, shown[name]!)))
      kept[name] = part[name];
  }
  return { ...draft, [key]: kept };
}

/**
 * The draft cookie after a post of the profile form (server) or a change in it (the browser's autosave): the
 * cookie's draft (from a Cookie header or `document.cookie`) with each section the form carries replaced by the
 * fields it holds that differ from `untyped`, what the page shows before anything is typed (the saved profile, or
 * the empty form with its defaults); a section just saved is `stored`, so it holds no draft (the draft never keeps
 * a value the server changed, such as the location it filled from the pin code). The board's `core.mobileNumber`
 * stays. A Set-Cookie value or a `document.cookie` assignment, stamped with the signed-in `owner` and the time
 * (another owner's draft is not carried over); null when nothing is typed anywhere, since an empty draft is never
 * kept (docs/product.md section 4).
 */
export function draftCookieWith(
  cookieHeader: string | null,
  form: FormData,
  options: {
    secure: boolean;
    owner: string | null;
    untyped: Record<string, unknown>;
    stored?: { section: ProfileSection; values: Record<string, ProfileFieldValue> };
  },
): string | null {
  const draft = draftWith(cookieHeader, form, options);
  if (isTrainerProfileEmpty(draft)) return null;
  return serializeTrainerProfileCookie(draft, options);
}

/**
 * The draft `draftCookieWith` writes, as data: the cookie's draft with each section the form carries replaced,
 * stamped with the owner and the time. The page also restores a form draft kept across sign-in through it
 * (app/http/form-draft.server.ts).
 */
export function draftWith(
  cookieHeader: string | null,
  form: FormData,
  options: {
    owner: string | null;
    untyped: Record<string, unknown>;
    stored?: { section: ProfileSection; values: Record<string, ProfileFieldValue> };
  },
): TrainerProfileCookie {
  let draft = readTrainerProfileCookieFor(cookieHeader, options.owner);
  const posted = postedProfileValues(form);
  for (const section of SECTIONS) {
    if (postsSection(form, section)) draft = withDraftPart(draft, section, draftPart(section, posted), options.untyped);
  }
  if (form.has(DIRECTORY_FIELDS.headline)) draft = withDirectoryDraft(draft, posted, options.untyped);
  const { stored } = options;
  if (stored) draft = withDraftPart(draft, stored.section, draftPart(stored.section, stored.values), stored.values);
  return stampTrainerProfileCookie(draft, options.owner);
}

/** A field as saving it would store it: trimmed, empty list items dropped, numbers as numbers, choices sorted. */
function asStored(name: string, value: string | string[]): string | string[] {
  if (Array.isArray(value)) {
    const items = value.map((item) => item.trim()).filter(Boolean);
    return CHOICE_FIELDS.has(name) ? items.sort() : items;
  }
  const trimmed = value.trim();
  const isNumber = NUMBER_FIELDS.has(name) && trimmed !== "" && Number.isFinite(Number(trimmed));
  return isNumber ? String(Number(trimmed)) : trimmed;
}

/**
 * The fields whose shown values would store something other than `saved` (the saved profile, or with nothing saved
 * the empty form), in the form's order. Both sides in Conform's shape, as `draftPart` reads them.
 */
export function changedFields(shown: Record<string, unknown>, saved: Record<string, unknown>): string[] {
  return SECTIONS.flatMap((section) => {
    const showing = draftPart(section, shown);
    const stored = draftPart(section, saved);
    return SECTION_FIELDS[section].filter(
      (name) => JSON.stringify(asStored(name, showing[name]!)) !== JSON.stringify(asStored(name, stored[name]!)),
    );
  });
}

/**
 * The sections whose shown values would store something other than the saved profile (or, with nothing saved,
 * the empty form): leaving the page then asks first, and a saved one reads "Unsaved changes" (docs/product.md section 4).
 */
export function unsavedSections(shown: Record<string, unknown>, saved: Record<string, unknown>): ProfileSection[] {
  const changed = new Set(changedFields(shown, saved));
  return SECTIONS.filter((section) => SECTION_FIELDS[section].some((name) => changed.has(name)));
}

/**
 * Each section's state at its heading (docs/product.md section 4, "Saved or not"), from its `unsaved` sections
 * (`unsavedSections`) and those whose Save has stored them: never stored, stored and shown as stored, or stored and
 * showing something else. The server renders it, the browser recomputes it as the trainer types, by the same rule.
 */
export function sectionStates(
  unsaved: readonly ProfileSection[],
  savedSections: readonly string[],
): Record<ProfileSection, SectionState> {
  const state = (section: ProfileSection): SectionState =>
    !savedSections.includes(section) ? "not-saved" : unsaved.includes(section) ? "changed" : "saved";
  return { basic: state("basic"), professional: state("professional"), additional: state("additional") };
}

/** A field of the page's values as the form holds it: a list for the list fields, else a text. */
function asShown(name: string, value: unknown): ProfileFieldValue {
  return LIST_FIELDS.has(name) ? texts(value) : text(value);
}

/**
 * After a save: the section's fields whose stored value is not what was posted (the location the pin code
 * filled, a trimmed text, an empty list slot dropped), so that the page can show what was stored.
 */
export function storedCorrections(
  section: ProfileSection,
  posted: Record<string, unknown>,
  stored: Record<string, ProfileFieldValue>,
): Record<string, ProfileFieldValue> {
  return Object.fromEntries(
    SECTION_FIELDS[section].flatMap((name) => {
      const value = stored[name] ?? "";
      return JSON.stringify(asShown(name, posted[name])) === JSON.stringify(value) ? [] : [[name, value]];
    }),
  );
}
