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

/**
 * The directory settings as typed and not saved (the form's names): the public page's headline, and each box as
 * "on" or "off" (an unticked box is not posted, and "off" is no blank value).
 */
export type TrainerDirectoryDraft = {
  headline?: Text;
  listedInDirectory?: Text;
  showRate?: Text;
};

export type TrainerProfileCookie = {
  core: TrainerCoreDraft;
  professional: TrainerProfessionalDraft;
  optional: TrainerOptionalDraft;
  /** Absent while nothing of the directory settings is a draft (the cookie stays as short as it was). */
  directory?: TrainerDirectoryDraft;
  /** The signed-in email that wrote it (absent: written signed out); another user never reads it. */
  owner?: string;
  /** When it was last written (ms since 1970), so that an older draft never overrides newer saved values. */
  updatedAt?: number;
  /** Set when the draft was too long for the cookie and was cut (`fitTrainerProfileCookie`): the page says so. */
  trimmed?: true;
};

export function emptyTrainerProfileCookie(): TrainerProfileCookie {
  return { core: {}, professional: {}, optional: {} };
}

const MAX_TEXT = 2000;
const MAX_LIST = 50;

/**
 * The cookie's schema. The cookie is written by the browser too, so it is input like any other: a
 * value of the wrong shape (`{"core":{"skills":"Azure"}}`, docs/product.md section 8) makes the whole cookie read as
 * empty rather than half-trusted, and callers replace it. A text may be a string or a finite number, and reads as a
 * string of at most MAX_TEXT characters; long lists are cut to MAX_LIST items rather than refused, since our own
 * autosave may write them, and skills are held to `parseSkills`, the same count and length limits as typed skills,
 * so a crafted cookie cannot make matching expensive.
 */
const cookieText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value).slice(0, MAX_TEXT)),
);
const optionalText = z.optional(cookieText);
const optionalList = z.optional(
  z.pipe(
    z.array(cookieText),
    z.transform((list) => list.slice(0, MAX_LIST)),
  ),
);
const optionalSkills = z.optional(
  z.pipe(
    z.array(cookieText),
    z.transform((skills: string[]) => parseSkills(skills)),
  ),
);

const cookieSchema = z.object({
  // A part the cookie lacks reads as empty; the directory's stays absent (the cookie stays as short as it was).
  core: z._default(
    z.object({
      name: optionalText,
      email: optionalText,
      mobileNumbers: optionalList,
      pinCode: optionalText,
      location: optionalText,
      skills: optionalSkills,
      linkedIn: optionalText,
      preferredTrainingMode: optionalText,
      perDayCharge: optionalText,
      mobileNumber: optionalText,
    }),
    () => ({}),
  ),
  professional: z._default(
    z.object({
      experience: optionalText,
      trainingExperience: optionalText,
      certifications: optionalList,
      languagesSpoken: optionalList,
      industryExpertise: optionalList,
      availability: optionalText,
    }),
    () => ({}),
  ),
  optional: z._default(
    z.object({
      portfolio: optionalText,
      education: optionalText,
      notes: optionalText,
      preferredAudience: optionalText,
      hourlyRate: optionalText,
    }),
    () => ({}),
  ),
  directory: z.optional(
    z.object({
      headline: optionalText,
      listedInDirectory: optionalText,
      showRate: optionalText,
    }),
  ),
  owner: z.optional(z.string().check(z.maxLength(320))),
  updatedAt: z.optional(z.number()),
  trimmed: z.optional(z.literal(true)),
});

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
  const { core, professional, optional, directory, owner, updatedAt, trimmed } = result.data;
  return {
    core,
    professional,
    optional,
    ...(directory ? { directory } : {}),
    ...(owner !== undefined ? { owner } : {}),
    ...(updatedAt !== undefined ? { updatedAt } : {}),
    ...(trimmed ? { trimmed } : {}),
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
 * out has no owner and follows the visitor through sign-in (docs/architecture.md, the glossary's profile draft).
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
  return [data.core, data.professional, data.optional, data.directory ?? {}].every((part) =>
    Object.values(part).every(isBlank),
  );
}

export function encodeTrainerProfileValue(data: TrainerProfileCookie): string {
  return encodeURIComponent(JSON.stringify(data));
}

/**
 * The fields in the order the page shows them (docs/product.md section 4): a draft too long for the cookie keeps
 * them from the top down, so what was typed first is what is kept. The board's `core.mobileNumber` follows the
 * profile's own numbers.
 */
type CookiePart = Exclude<keyof TrainerProfileCookie, "owner" | "updatedAt" | "trimmed">;
const FIELD_ORDER: [CookiePart, string][] = [
  ...(["name", "email", "mobileNumbers", "mobileNumber", "pinCode", "location", "skills", "linkedIn"] as const).map(
    (field) => ["core", field] as ["core", string],
  ),
  ["core", "preferredTrainingMode"],
  ["core", "perDayCharge"],
  ...(
    [
      "experience",
      "trainingExperience",
      "certifications",
      "languagesSpoken",
      "industryExpertise",
      "availability",
    ] as const
  ).map((field) => ["professional", field] as ["professional", string]),
  ...(["portfolio", "education", "notes", "preferredAudience", "hourlyRate"] as const).map(
    (field) => ["optional", field] as ["optional", string],
  ),
  // The directory settings come after the sections, as on the page.
  ...(["listedInDirectory", "showRate", "headline"] as const).map(
    (field) => ["directory", field] as ["directory", string],
  ),
];

/** The parts as the cookie writes them: the directory's only when it holds a field. */
function withParts(parts: Record<CookiePart, Record<string, unknown>>) {
  const { directory, ...rest } = parts;
  return { ...rest, ...(Object.keys(directory).length > 0 ? { directory } : {}) };
}

const cookieBytes = (data: TrainerProfileCookie) =>
  TRAINER_PROFILE_COOKIE.length + 1 + encodeTrainerProfileValue(data).length;

/** True when the data's encoded cookie fits TRAINER_PROFILE_COOKIE_MAX_BYTES as it is. */
export function trainerProfileCookieFits(data: TrainerProfileCookie): boolean {
  return cookieBytes(data) <= TRAINER_PROFILE_COOKIE_MAX_BYTES;
}

/** The longest start of `value` (whole characters) for which `fits` holds; "" when none does. */
function longestFittingStart(value: string, fits: (start: string) => boolean): string {
  const characters = Array.from(value);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(characters.slice(0, middle).join(""))) low = middle;
    else high = middle - 1;
  }
  return characters.slice(0, low).join("");
}

/**
 * The data as the cookie can hold it. A draft that fits is kept as it is; one that does not is kept from the top of
 * the form down (FIELD_ORDER), each field whole while it fits, the first that does not cut to the room left (a list
 * item by item, the last item's start), and the fields after it left out; such a draft says `trimmed`, so the page
 * tells the visitor (docs/product.md section 4). A list with a gap (`mobileNumbers[1]` posted alone) has its gap
 * read as an empty item. Whatever one field holds, the cap is never passed (docs/product.md section 8: a 40 KB cookie got every
 * request a 431).
 */
export function fitTrainerProfileCookie(data: TrainerProfileCookie): TrainerProfileCookie {
  const { trimmed: _wasTrimmed, ...whole } = data;
  const dense = (value: unknown) => (Array.isArray(value) ? Array.from(value, (item) => item ?? "") : value);
  const parts = { core: {}, professional: {}, optional: {}, directory: {} } as Record<
    CookiePart,
    Record<string, unknown>
  >;
  for (const [part, field] of FIELD_ORDER) {
    const value = (whole[part] as Record<string, unknown> | undefined)?.[field];
    if (value !== undefined) parts[part][field] = dense(value);
  }
  const { directory: _directory, ...rest } = whole;
  const candidate: TrainerProfileCookie = { ...rest, ...withParts(parts) };
  if (trainerProfileCookieFits(candidate)) return candidate;

  const stamp = {
    ...(data.owner !== undefined ? { owner: data.owner } : {}),
    ...(data.updatedAt !== undefined ? { updatedAt: data.updatedAt } : {}),
    trimmed: true as const,
  };
  const kept = { core: {}, professional: {}, optional: {}, directory: {} } as typeof parts;
  const fitted = (): TrainerProfileCookie => ({ ...withParts(kept), ...stamp });
  for (const [part, field] of FIELD_ORDER) {
    const value = parts[part][field];
    if (value === undefined) continue;
    kept[part][field] = value;
    if (trainerProfileCookieFits(fitted())) continue;
    if (Array.isArray(value)) {
      const items: string[] = [];
      kept[part][field] = items;
      for (const item of value as string[]) {
        items.push(String(item));
        if (trainerProfileCookieFits(fitted())) continue;
        items[items.length - 1] = longestFittingStart(String(item), (start) => {
          items[items.length - 1] = start;
          return trainerProfileCookieFits(fitted());
        });
        break;
      }
      if (!trainerProfileCookieFits(fitted())) items.pop();
      if (items.length === 0 || (items.length === 1 && items[0] === "")) delete kept[part][field];
    } else {
      kept[part][field] = longestFittingStart(String(value), (start) => {
        kept[part][field] = start;
        return trainerProfileCookieFits(fitted());
      });
      if (kept[part][field] === "") delete kept[part][field];
    }
    break;
  }
  return fitted();
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
