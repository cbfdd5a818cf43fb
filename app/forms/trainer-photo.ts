/**
 * The trainer's photo on /trainer-profile (docs/product.md section 10, "Your photo"; decision record 0065): one JPEG,
 * PNG or WebP of at most 2 MB, recognised by its bytes, re-encoded on the server to one square WebP without its
 * metadata, and shown where the monogram is shown otherwise. Used by the page (field, accept list, labels) and by the
 * server (limits, messages).
 */
export const PHOTO_FIELD = "photo";
/** The `intent` of Upload photo and of Remove photo (the buttons post the whole profile form as multipart). */
export const PHOTO_INTENT = "photo";
export const PHOTO_REMOVE_INTENT = "photo-remove";
/** The photo section's element id on /trainer-profile; its answer slot is `${PHOTO_SECTION_ID}-answer`. */
export const PHOTO_SECTION_ID = "photo";
export const PHOTO_ANSWER_ID = `${PHOTO_SECTION_ID}-answer`;

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/**
 * The most pixels a photo may declare (width × height), checked before it is decoded: a small file may declare a huge
 * image (a decompression bomb). 25 megapixels hold any phone's photo up to 6000 × 4000.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;
/** The stored photo: a square of this many pixels a side (the public page shows it at 96 CSS px, 3× for dense screens). */
export const PHOTO_SIZE = 320;
/** Photo posts one account may make in an hour (docs/product.md section 8): uploads and removals alike. */
export const PHOTO_POSTS_PER_HOUR = 10;

export const PHOTO_TYPES = {
  jpeg: { contentType: "image/jpeg", label: "JPEG" },
  png: { contentType: "image/png", label: "PNG" },
  webp: { contentType: "image/webp", label: "WebP" },
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
/** What the photo route serves: the re-encoded photo, always WebP. */
export const SERVED_PHOTO_TYPE = PHOTO_TYPES.webp.contentType;

/** The file chooser's filter: a hint for the browser only; the server checks the bytes. */
export const PHOTO_ACCEPT = [
  ".jpg",
  ".jpeg",
  ".png",
  ".webp",
  ...Object.values(PHOTO_TYPES).map((t) => t.contentType),
].join(",");

export const PHOTO_MESSAGES = {
  uploaded: "Your photo is saved. It shows on your public page and in the trainer directory. ✅",
  removed: "Your photo is removed. Your initials show in its place.",
  signIn: "Please sign in to change your photo.",
  missing: "Please choose a photo (JPEG, PNG or WebP).",
  wrongType: "This file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.",
  tooLarge: "Your photo is larger than 2 MB. Please choose a smaller file.",
  tooManyPixels: "Your photo is larger than 25 megapixels. Please choose a smaller image.",
  unreadable: "Your photo could not be read: the file may be damaged. Please choose another photo.",
  oneFile: "Please choose one photo only.",
  tooMany: "You have changed your photo 10 times in the last hour. Please try again in an hour.",
  noPhoto: "There is no photo to remove.",
  /** The database is away: nothing was stored, the trainer may simply try again. */
  failed: "Failed to save your photo. Please try again.",
} as const;
export type PhotoOutcome = keyof typeof PHOTO_MESSAGES;
export type PhotoRefusal = Exclude<PhotoOutcome, "uploaded" | "removed">;

/** The signed-in trainer's current photo, as the profile page shows it. */
export type PhotoSummary = { url: string };
