import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_POSTS_PER_HOUR,
  PHOTO_SIZE,
  type PhotoSummary,
  type PhotoType,
} from "~/forms/trainer-photo";
import { canonicalEmail } from "~/lib/email-address";
import { paths } from "~/lib/paths";
import { getDb, schema } from "~/infra/db.server";
import { hitRateLimit } from "./abuse.server";

/**
 * Trainers' photos (decision record 0065): recognised by their bytes, decoded and re-encoded by sharp (libvips) into
 * one square WebP without any metadata (no EXIF, no GPS position, no camera serial), stored in the database, one per
 * trainer, and served at an immutable address named by a random version.
 */

// libvips keeps decoded images in a cache of its own and runs a thread per core by default: a photo is processed once,
// and this process shares two cores with the others (README, "Memory"; decision record 0022).
sharp.cache(false);
sharp.concurrency(1);

/** What the bytes are, by their magic numbers only: JPEG, PNG, WebP, or none of them (an SVG, a GIF, a text...). */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (magic: number[], at = 0) => magic.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export type PhotoRefusalReason = "wrongType" | "tooLarge" | "tooManyPixels" | "unreadable";
export type PreparedPhoto =
  { ok: true; content: Buffer; width: number; height: number } | { ok: false; reason: PhotoRefusalReason };

/** Seconds libvips may spend on one photo: a pathological file is refused as unreadable, never a hung request. */
const PROCESS_SECONDS = 10;

/**
 * Checks and re-encodes an uploaded photo: the type by its bytes, the declared pixels before decoding (a small file
 * may declare a huge image: sharp's limitInputPixels refuses it too), then decoded, turned upright by its EXIF
 * orientation, cropped to a square on its most interesting part and written as WebP. sharp writes no metadata unless
 * asked (keepMetadata/withMetadata), so the EXIF block, a GPS position and any ICC profile are dropped.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, reason: "tooLarge" };
  const type = detectPhotoType(bytes);
  if (!type) return { ok: false, reason: "wrongType" };
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", sequentialRead: true, animated: false });
  try {
    const metadata = await input().metadata();
    // The magic bytes said one format; the decoder must agree (a PNG signature before other data is no PNG).
    if (metadata.format !== type) return { ok: false, reason: "wrongType" };
    if (!metadata.width || !metadata.height) return { ok: false, reason: "unreadable" };
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) return { ok: false, reason: "tooManyPixels" };
    const { data, info } = await input()
      .timeout({ seconds: PROCESS_SECONDS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: sharp.strategy.attention })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, content: data, width: info.width, height: info.height };
  } catch (error) {
    // sharp says so in words only: the pixel limit is its own message, anything else is a file it cannot decode.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "tooManyPixels" };
    return { ok: false, reason: "unreadable" };
  }
}

const HOUR_MS = 60 * 60_000;

/**
 * Counts one photo post (upload or removal) for the account and answers whether it is within PHOTO_POSTS_PER_HOUR
 * (docs/product.md section 8). Asked before the body is read, so refused attempts count too.
 */
export async function mayChangePhoto(trainerEmail: string): Promise<boolean> {
  return hitRateLimit(`photo-upload:${canonicalEmail(trainerEmail)}`, {
    limit: PHOTO_POSTS_PER_HOUR,
    windowMs: HOUR_MS,
  });
}

export type PhotoSaveResult = { saved: true; version: string } | { saved: false; reason: PhotoRefusalReason };

/** Stores the trainer's photo in place of any earlier one, under a new version (so a new address). */
export async function saveTrainerPhoto(trainerEmail: string, bytes: Uint8Array): Promise<PhotoSaveResult> {
  const prepared = await preparePhoto(bytes);
  if (!prepared.ok) return { saved: false, reason: prepared.reason };
  const owner = canonicalEmail(trainerEmail);
  const version = randomBytes(16).toString("hex");
  const row = { version, content: prepared.content, width: prepared.width, height: prepared.height };
  const db = await getDb();
  await db
    .insert(schema.trainerPhotos)
    .values({ trainerEmail: owner, ...row })
    .onConflictDoUpdate({ target: schema.trainerPhotos.trainerEmail, set: { ...row, uploadedAt: new Date() } });
  return { saved: true, version };
}

/** Removes the trainer's photo; false when there was none. */
export async function removeTrainerPhoto(trainerEmail: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db
    .delete(schema.trainerPhotos)
    .where(eq(schema.trainerPhotos.trainerEmail, canonicalEmail(trainerEmail)))
    .returning({ version: schema.trainerPhotos.version });
  return removed.length > 0;
}

/** The trainer's own photo, for the profile page. */
export async function photoSummary(trainerEmail: string): Promise<PhotoSummary | null> {
  const urls = await photoUrlsOf([trainerEmail]);
  const url = urls.get(canonicalEmail(trainerEmail));
  return url ? { url } : null;
}

/** The photo address of each of these trainers who has one, by canonical e-mail (the directory, the public page). */
export async function photoUrlsOf(emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ email: schema.trainerPhotos.trainerEmail, version: schema.trainerPhotos.version })
    .from(schema.trainerPhotos)
    .where(inArray(schema.trainerPhotos.trainerEmail, emails.map(canonicalEmail)));
  return new Map(rows.map((row) => [row.email, paths.trainerPhoto(row.version)]));
}

export type ServedPhoto = { content: Buffer; version: string; public: boolean };

/**
 * A photo by its version, for whoever may see it: anyone while its trainer is in the directory (it shows on the public
 * page), else only the trainer themself (their profile page). Anything else is null: the route's 404, the same as for
 * an address that never existed.
 */
export async function servedPhoto(version: string, viewerEmail: string | null): Promise<ServedPhoto | null> {
  if (!/^[0-9a-f]{32}$/.test(version)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      email: schema.trainerPhotos.trainerEmail,
      content: schema.trainerPhotos.content,
      listed: schema.trainerProfiles.listedInDirectory,
      slug: schema.trainerProfiles.publicSlug,
      name: schema.trainerProfiles.name,
    })
    .from(schema.trainerPhotos)
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.trainerPhotos.trainerEmail))
    .where(eq(schema.trainerPhotos.version, version))
    .limit(1);
  if (!row) return null;
  // The directory's own rule (trainer-directory.server.ts `listed`): opted in, with a slug and a name.
  const isPublic = row.listed === true && row.slug !== null && Boolean(row.name);
  const isOwner = viewerEmail !== null && canonicalEmail(viewerEmail) === row.email;
  if (!isPublic && !isOwner) return null;
  return { content: Buffer.from(row.content), version, public: isPublic };
}
