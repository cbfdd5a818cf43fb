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
};

export function emptyTrainerProfileCookie(): TrainerProfileCookie {
  return { core: {}, professional: {}, optional: {} };
}

const MAX_TEXT = 2000;
const MAX_LIST = 50;

function cleanPart(raw: unknown): Record<string, Text | Text[]> {
  const part: Record<string, Text | Text[]> = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return part;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === "string") part[key] = value.slice(0, MAX_TEXT);
    else if (typeof value === "number" && Number.isFinite(value)) part[key] = String(value);
    else if (Array.isArray(value)) {
      part[key] = value
        .filter((item): item is string | number => typeof item === "string" || typeof item === "number")
        .map((item) => String(item).slice(0, MAX_TEXT))
        .slice(0, MAX_LIST);
    }
  }
  return part;
}

/** The cookie's value (already taken out of the Cookie header), parsed; anything malformed reads as empty. */
export function parseTrainerProfileValue(value: string | null | undefined): TrainerProfileCookie {
  if (!value) return emptyTrainerProfileCookie();
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
    return {
      core: cleanPart(parsed.core) as TrainerCoreDraft,
      professional: cleanPart(parsed.professional) as TrainerProfessionalDraft,
      optional: cleanPart(parsed.optional) as TrainerOptionalDraft,
    };
  } catch {
    return emptyTrainerProfileCookie();
  }
}

/** Reads the cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readTrainerProfileCookie(cookieHeader: string | null | undefined): TrainerProfileCookie {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === TRAINER_PROFILE_COOKIE)
      return parseTrainerProfileValue(pair.slice(index + 1).trim());
  }
  return emptyTrainerProfileCookie();
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
  const fitted: TrainerProfileCookie = {
    core: { ...data.core },
    professional: { ...data.professional },
    optional: { ...data.optional },
  };
  const fits = () =>
    TRAINER_PROFILE_COOKIE.length + 1 + encodeTrainerProfileValue(fitted).length <= TRAINER_PROFILE_COOKIE_MAX_BYTES;
  for (const [part, field] of DROP_ORDER) {
    if (fits()) return fitted;
    delete (fitted[part] as Record<string, unknown>)[field];
  }
  if (fits()) return fitted;
  // Still too long (extreme skill lists): keep only the fields Apply needs.
  return {
    core: {
      mobileNumber: fitted.core.mobileNumber,
      mobileNumbers: fitted.core.mobileNumbers?.slice(0, 3),
      skills: fitted.core.skills?.slice(0, 20),
    },
    professional: {},
    optional: {},
  };
}

/** A Set-Cookie header value (server) or a `document.cookie` assignment (browser) for the data. */
export function serializeTrainerProfileCookie(data: TrainerProfileCookie, options: { secure?: boolean } = {}): string {
  const attributes = [`Max-Age=${TRAINER_PROFILE_COOKIE_MAX_AGE_S}`, "Path=/", "SameSite=Lax"];
  if (options.secure) attributes.push("Secure");
  return [`${TRAINER_PROFILE_COOKIE}=${encodeTrainerProfileValue(fitTrainerProfileCookie(data))}`, ...attributes].join(
    "; ",
  );
}
