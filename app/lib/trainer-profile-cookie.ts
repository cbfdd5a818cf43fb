import * as z from "zod/mini";
import { parseSkills } from "~/forms/trainer-profile";

/**
 * The trainer's draft and local profile, kept in the browser in the cookie `trainerProfileData`
 * (docs/product.md sections 3 and 9): JSON with `core`, `professional` and `optional` parts, 7 days.
 *
 * Shared by the server (which reads it from the request and writes it with Set-Cookie, so that it
 * works without JavaScript) and the browser (which autosaves it through document.cookie). The
 * cookie is not HttpOnly for that reason, and nothing in it is trusted: every read is validated.
 *
 * The trainer profile form writes the profile fields; the requirements board's local profile panel
 * writes `core.mobileNumber` and `core.skills`, which Apply and matching read.
 */

export const TRAINER_PROFILE_COOKIE = "trainerProfileData";
export const TRAINER_PROFILE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Browsers keep a cookie of up to 4096 bytes (name, value and attributes); stay well under. */
export const TRAINER_PROFILE_COOKIE_MAX_BYTES = 3800;

type Text = string;

export type TrainerCoreDraft = {
  name?: Text;
  email?: Text;
  mobileNumbers?: Text[];
  pinCode?: Text;
  location?: Text;
  skills?: Text[];
  linkedIn?: Text;
  preferredTrainingMode?: Text;
  perDayCharge?: Text;
  /** The local profile's mobile number, used by Apply. */
  mobileNumber?: Text;
};

export type TrainerProfessionalDraft = {
  experience?: Text;
  trainingExperience?: Text;
  certifications?: Text[];
  languagesSpoken?: Text[];
  industryExpertise?: Text[];
  availability?: Text;
};

export type TrainerOptionalDraft = {
  portfolio?: Text;
  education?: Text;
  notes?: Text;
  preferredAudience?: Text;
  hourlyRate?: Text;
};

export type TrainerProfileCookie = {
  core: TrainerCoreDraft;
  professional: TrainerProfessionalDraft;
  optional: TrainerOptionalDraft;
  /** The signed-in email that wrote it (absent: written signed out); another user never reads it. */
  owner?: string;
  /** When it was last written (ms since 1970), so that an older draft never overrides newer saved values. */
  updatedAt?: number;
};

export function emptyTrainerProfileCookie(): TrainerProfileCookie {
  return { core: {}, professional: {}, optional: {} };
}

const MAX_TEXT = 2000;
const MAX_LIST = 50;

/**
 * The cookie's schema. The cookie is written by the browser too, so it is input like any other: a
 * value of the wrong shape (`{"core":{"skills":"Azure"}}`, issue 14) makes the whole cookie read as
 * empty rather than half-trusted, and callers replace it. A text may be a string or a finite number.
 *
 * The schema checks the shape only; `normalisedPart` then cuts long texts and lists rather than refusing them,
 * since our own autosave may write them, and holds skills to `parseSkills`, the same count and length limits as
 * typed skills, so a crafted cookie cannot make matching expensive. Done with zod's unions, pipes and transforms,
 * this one schema (the browser reads the cookie to autosave the profile) put 0.7 KB more of zod into every page
 * with a form (issue 28's budgets).
 */
const cookieText = z.custom<string | number>(
  (value) => typeof value === "string" || (typeof value === "number" && Number.isFinite(value)),
);
const optionalText = z.optional(cookieText);
const optionalList = z.optional(z.array(cookieText));
const cookiePart = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.optional(z.object(shape));

const cookieSchema = z.object({
  core: cookiePart({
    name: optionalText,
    email: optionalText,
    mobileNumbers: optionalList,
    pinCode: optionalText,
    location: optionalText,
    skills: optionalList,
    linkedIn: optionalText,
    preferredTrainingMode: optionalText,
    perDayCharge: optionalText,
    mobileNumber: optionalText,
  }),
  professional: cookiePart({
    experience: optionalText,
    trainingExperience: optionalText,
    certifications: optionalList,
    languagesSpoken: optionalList,
    industryExpertise: optionalList,
    availability: optionalText,
  }),
  optional: cookiePart({
    portfolio: optionalText,
    education: optionalText,
    notes: optionalText,
    preferredAudience: optionalText,
    hourlyRate: optionalText,
  }),
  owner: z.optional(z.string().check(z.maxLength(320))),
  updatedAt: z.optional(z.number()),
});

const asText = (value: string | number) => String(value).slice(0, MAX_TEXT);

/** A part as read: texts as strings of at most MAX_TEXT characters, lists of at most MAX_LIST, skills parsed. */
function normalisedPart<Part>(part: Record<string, string | number | (string | number)[] | undefined> = {}): Part {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(part)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) fields[name] = asText(value);
    else fields[name] = name === "skills" ? parseSkills(value.map(asText)) : value.slice(0, MAX_LIST).map(asText);
  }
  return fields as Part;
}

/** The cookie's value parsed through the schema; null when it is not valid (malformed JSON included). */
function parseTrainerProfileJson(value: string): TrainerProfileCookie | null {
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const result = z.safeParse(cookieSchema, json);
  if (!result.success) return null;
  const { core, professional, optional, owner, updatedAt } = result.data;
  return {
    core: normalisedPart<TrainerCoreDraft>(core),
    professional: normalisedPart<TrainerProfessionalDraft>(professional),
    optional: normalisedPart<TrainerOptionalDraft>(optional),
    ...(owner !== undefined ? { owner } : {}),
    ...(updatedAt !== undefined ? { updatedAt } : {}),
  };
}

/** The cookie's value (already taken out of the Cookie header), parsed; anything malformed reads as empty. */
export function parseTrainerProfileValue(value: string | null | undefined): TrainerProfileCookie {
  return (value && parseTrainerProfileJson(value)) || emptyTrainerProfileCookie();
}

function cookieValue(cookieHeader: string | null | undefined): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === TRAINER_PROFILE_COOKIE) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The cookie as this visitor may use it: a draft written while someone else was signed in reads as empty
 * (a shared browser never hands one trainer's draft or mobile number to the next). A draft written signed
 * out has no owner and follows the visitor through sign-in (DESIGN.md section 7).
 */
export function readTrainerProfileCookieFor(
  cookieHeader: string | null | undefined,
  email: string | null,
): TrainerProfileCookie {
  const data = readTrainerProfileCookie(cookieHeader);
  if (data.owner === undefined || data.owner === email?.toLowerCase()) return data;
  return emptyTrainerProfileCookie();
}

/** The data stamped as written now by this visitor (signed out: no owner). */
export function stampTrainerProfileCookie(data: TrainerProfileCookie, email: string | null): TrainerProfileCookie {
  const { owner: _previousOwner, ...rest } = data;
  return { ...rest, ...(email ? { owner: email.toLowerCase() } : {}), updatedAt: Date.now() };
}

/** True when the request carries a trainerProfileData cookie that the schema refuses: answer with a fresh one. */
export function trainerProfileCookieIsBad(cookieHeader: string | null | undefined): boolean {
  const value = cookieValue(cookieHeader);
  return Boolean(value) && parseTrainerProfileJson(value!) === null;
}

/** Reads the cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readTrainerProfileCookie(cookieHeader: string | null | undefined): TrainerProfileCookie {
  return parseTrainerProfileValue(cookieValue(cookieHeader));
}

function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isBlank);
  return typeof value !== "string" || value.trim() === "";
}

/** True when no field of any part holds anything: such a draft is never saved (docs/product.md section 4). */
export function isTrainerProfileEmpty(data: TrainerProfileCookie): boolean {
  return [data.core, data.professional, data.optional].every((part) => Object.values(part).every(isBlank));
}

export function encodeTrainerProfileValue(data: TrainerProfileCookie): string {
  return encodeURIComponent(JSON.stringify(data));
}

/**
 * Fields given up, in this order, when the encoded cookie would not fit: the long free texts first,
 * so that the fields Apply and matching need (mobile numbers, skills) are the last to go.
 */
const DROP_ORDER: [keyof TrainerProfileCookie, string][] = [
  ["optional", "notes"],
  ["optional", "education"],
  ["professional", "availability"],
  ["professional", "certifications"],
  ["optional", "portfolio"],
  ["core", "linkedIn"],
  ["core", "location"],
];

/** The data, shrunk by DROP_ORDER until its encoded form fits the cookie limit. */
export function fitTrainerProfileCookie(data: TrainerProfileCookie): TrainerProfileCookie {
  const stamp = { owner: data.owner, updatedAt: data.updatedAt };
  const fitted: TrainerProfileCookie = {
    core: { ...data.core },
    professional: { ...data.professional },
    optional: { ...data.optional },
    ...stamp,
  };
  const fits = () =>
    TRAINER_PROFILE_COOKIE.length + 1 + encodeTrainerProfileValue(fitted).length <= TRAINER_PROFILE_COOKIE_MAX_BYTES;
  for (const [part, field] of DROP_ORDER) {
    if (fits()) return fitted;
    delete (fitted[part] as Record<string, unknown>)[field];
  }
  if (fits()) return fitted;
  // Still too long (extreme skill lists): keep only the fields Apply needs.
  const core: TrainerProfileCookie["core"] = {
    mobileNumber: fitted.core.mobileNumber,
    mobileNumbers: fitted.core.mobileNumbers?.slice(0, 3),
    skills: fitted.core.skills?.slice(0, 20),
  };
  const minimal: TrainerProfileCookie = { core, professional: {}, optional: {}, ...stamp };
  const minimalFits = () =>
    TRAINER_PROFILE_COOKIE.length + 1 + encodeTrainerProfileValue(minimal).length <= TRAINER_PROFILE_COOKIE_MAX_BYTES;
  // Those too may be huge (issue 25: one mobile number of 40,000 characters set a 40 KB cookie, and then every
  // request got 431): give up the longest of them, one at a time, until it fits; the cap is never passed.
  if (core.mobileNumber === undefined) delete core.mobileNumber;
  while (!minimalFits()) {
    const lists = (["skills", "mobileNumbers"] as const).filter((name) => core[name]?.length);
    const longest = (name: (typeof lists)[number]) => Math.max(...core[name]!.map((item) => item.length));
    const single = core.mobileNumber?.length ?? -1;
    const list = lists.sort((a, b) => longest(b) - longest(a))[0];
    if (!list && single < 0) return { core: {}, professional: {}, optional: {}, ...stamp };
    if (!list || single > longest(list)) {
      delete core.mobileNumber;
      continue;
    }
    const items = core[list]!;
    const at = items.findIndex((item) => item.length === longest(list));
    core[list] = [...items.slice(0, at), ...items.slice(at + 1)];
  }
  return minimal;
}

/** A Set-Cookie header value (server) or a `document.cookie` assignment (browser) for the data. */
export function serializeTrainerProfileCookie(data: TrainerProfileCookie, options: { secure?: boolean } = {}): string {
  const attributes = [`Max-Age=${TRAINER_PROFILE_COOKIE_MAX_AGE_S}`, "Path=/", "SameSite=Lax"];
  if (options.secure) attributes.push("Secure");
  return [`${TRAINER_PROFILE_COOKIE}=${encodeTrainerProfileValue(fitTrainerProfileCookie(data))}`, ...attributes].join(
    "; ",
  );
}

/** A Set-Cookie value that removes the cookie (a refused cookie, and sign-out on a shared browser). */
export function clearTrainerProfileCookie(options: { secure?: boolean } = {}): string {
  return [
    `${TRAINER_PROFILE_COOKIE}=`,
    "Max-Age=0",
    "Path=/",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}
