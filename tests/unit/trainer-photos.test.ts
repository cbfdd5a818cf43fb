import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_SIZE } from "~/forms/trainer-photo";
import { getDb, schema } from "~/infra/db.server";
import {
  detectPhotoType,
  mayChangePhoto,
  photoSummary,
  photoUrlsOf,
  preparePhoto,
  removeTrainerPhoto,
  saveTrainerPhoto,
  servedPhoto,
} from "~/services/trainer-photos.server";
import { publicTrainer, searchDirectory } from "~/services/trainer-directory.server";
import { deleteTrainerProfile } from "~/services/profile-deletion.server";
import {
  CAMERA_SERIAL,
  hasGpsIfd,
  hugeDeclaredPng,
  jpegWithGps,
  pngFile,
  SVG_FILE,
  TEXT_FILE,
  truncatedJpeg,
  webpFile,
} from "../support/photo-files";
import { build } from "../support/unit-db";

describe("what a photo is, by its bytes", () => {
  it("knows JPEG, PNG and WebP by their magic numbers, and nothing else", async () => {
    expect(detectPhotoType(await jpegWithGps(40, 30))).toBe("jpeg");
    expect(detectPhotoType(await pngFile(40, 30))).toBe("png");
    expect(detectPhotoType(await webpFile(40, 30))).toBe("webp");
    expect(detectPhotoType(SVG_FILE)).toBeNull();
    expect(detectPhotoType(TEXT_FILE)).toBeNull();
    expect(detectPhotoType(Buffer.from("GIF89a"))).toBeNull();
    expect(detectPhotoType(new Uint8Array(0))).toBeNull();
    // "RIFF" alone is a WAV or an AVI as much as a WebP.
    expect(detectPhotoType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
  });
});

describe("preparing a photo", () => {
  it("re-encodes a camera JPEG to a square WebP of PHOTO_SIZE without its EXIF, GPS position or serial", async () => {
    const original = await jpegWithGps(1200, 800);
    expect(hasGpsIfd((await sharp(original).metadata()).exif)).toBe(true);
    expect(original.includes(Buffer.from(CAMERA_SERIAL))).toBe(true);
    const prepared = await preparePhoto(original);
    if (!prepared.ok) throw new Error(`refused: ${prepared.reason}`);
    expect([prepared.width, prepared.height]).toEqual([PHOTO_SIZE, PHOTO_SIZE]);
    const metadata = await sharp(prepared.content).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(prepared.content.includes(Buffer.from("Exif"))).toBe(false);
    expect(prepared.content.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
  });

  it("takes PNG and WebP too, and a small one is brought to the same square", async () => {
    for (const bytes of [await pngFile(400, 300), await webpFile(100, 100)]) {
      const prepared = await preparePhoto(bytes);
      expect(prepared).toMatchObject({ ok: true, width: PHOTO_SIZE, height: PHOTO_SIZE });
    }
  });

  it("refuses what is not a JPEG, PNG or WebP, whatever it claims: an SVG, a text, a GIF", async () => {
    expect(await preparePhoto(SVG_FILE)).toEqual({ ok: false, reason: "wrongType" });
    expect(await preparePhoto(TEXT_FILE)).toEqual({ ok: false, reason: "wrongType" });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await preparePhoto(gif)).toEqual({ ok: false, reason: "wrongType" });
  });

  it("refuses a PNG that declares more than MAX_PHOTO_PIXELS before decoding it (a decompression bomb)", async () => {
    const bomb = hugeDeclaredPng(100_000, 100_000);
    expect(bomb.byteLength).toBeLessThan(1_000);
    const started = Date.now();
    expect(await preparePhoto(bomb)).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Just over the limit is over it; a header within it but with no pixel data is unreadable.
    expect(await preparePhoto(hugeDeclaredPng(5001, 5000))).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(5000 * 5000).toBe(MAX_PHOTO_PIXELS);
    expect(await preparePhoto(hugeDeclaredPng(5000, 5000))).toEqual({ ok: false, reason: "unreadable" });
  });

  it("refuses a damaged JPEG as unreadable, and a file over 2 MB as too large", async () => {
    expect(await preparePhoto(await truncatedJpeg())).toEqual({ ok: false, reason: "unreadable" });
    const tooLarge = Buffer.concat([await pngFile(10, 10), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(await preparePhoto(tooLarge)).toEqual({ ok: false, reason: "tooLarge" });
  });
});

describe("storing and serving a photo", () => {
  it("stores one photo per trainer, a new upload under a new version, and removes it", async () => {
    const email = "photo-owner@example.com";
    const first = await saveTrainerPhoto(email, await pngFile());
    if (!first.saved) throw new Error("not saved");
    const second = await saveTrainerPhoto(email, await jpegWithGps());
    if (!second.saved) throw new Error("not saved");
    expect(second.version).not.toBe(first.version);
    const db = await getDb();
    const rows = await db.select().from(schema.trainerPhotos);
    expect(rows.filter((row) => row.trainerEmail === email)).toHaveLength(1);
    expect(await photoSummary(email)).toEqual({ url: `/trainer-photos/${second.version}.webp` });
    // The old address names nothing any more.
    expect(await servedPhoto(first.version, email)).toBeNull();
    expect(await saveTrainerPhoto(email, SVG_FILE)).toEqual({ saved: false, reason: "wrongType" });
    expect(await photoSummary(email)).toEqual({ url: `/trainer-photos/${second.version}.webp` });
    expect(await removeTrainerPhoto(email)).toBe(true);
    expect(await removeTrainerPhoto(email)).toBe(false);
    expect(await photoSummary(email)).toBeNull();
  });

  it("serves a listed trainer's photo to anyone, an unlisted one's only to its trainer, and nothing else", async () => {
    await build.trainerProfile({
      email: "photo-listed@example.com",
      name: "Listed Photo",
      listedInDirectory: true,
      publicSlug: "listed-photo-abc123",
    });
    const saved = await saveTrainerPhoto("photo-listed@example.com", await pngFile());
    if (!saved.saved) throw new Error("not saved");
    expect(await servedPhoto(saved.version, null)).toMatchObject({ public: true, version: saved.version });
    expect(await servedPhoto(saved.version, "someone@example.com")).toMatchObject({ public: true });

    const hidden = await saveTrainerPhoto("photo-unlisted@example.com", await pngFile());
    if (!hidden.saved) throw new Error("not saved");
    expect(await servedPhoto(hidden.version, null)).toBeNull();
    expect(await servedPhoto(hidden.version, "someone@example.com")).toBeNull();
    expect(await servedPhoto(hidden.version, "Photo-Unlisted@Example.com")).toMatchObject({ public: false });

    expect(await servedPhoto("../../etc/passwd", null)).toBeNull();
    expect(await servedPhoto("0".repeat(32), null)).toBeNull();
  });

  it("shows the photo on the public page and in the directory, and drops it with the profile", async () => {
    const email = "photo-directory@example.com";
    await build.trainerProfile({
      email,
      name: "Directory Photo",
      listedInDirectory: true,
      publicSlug: "directory-photo-def456",
    });
    expect((await publicTrainer("directory-photo-def456"))?.photoUrl).toBeNull();
    const saved = await saveTrainerPhoto(email, await pngFile());
    if (!saved.saved) throw new Error("not saved");
    const url = `/trainer-photos/${saved.version}.webp`;
    expect((await publicTrainer("directory-photo-def456"))?.photoUrl).toBe(url);
    // The directory is kept in memory by its list version: the photo's write raised it (migration 0021).
    const page = await searchDirectory({ q: "Directory Photo", skill: "", mode: "", city: "", page: 1 });
    expect(page.trainers.find((trainer) => trainer.slug === "directory-photo-def456")?.photoUrl).toBe(url);
    expect((await photoUrlsOf([email])).get(email)).toBe(url);

    await deleteTrainerProfile(email);
    expect(await photoSummary(email)).toBeNull();
    expect(await servedPhoto(saved.version, email)).toBeNull();
  });

  it("counts photo posts per account: PHOTO_POSTS_PER_HOUR, then refused", async () => {
    const email = "photo-busy@example.com";
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await mayChangePhoto(email)).toBe(true);
    expect(await mayChangePhoto(email)).toBe(false);
    expect(await mayChangePhoto("photo-other@example.com")).toBe(true);
  });
});
