import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expect, read, test, waitForHydration } from "../support/fixtures";
import { directoryTrainer } from "../support/directory";
import { signedInAs } from "../support/session";
import { CAMERA_SERIAL, hasGpsIfd, jpegWithGps, pngFile, TEXT_FILE } from "../support/photo-files";
import { paths } from "~/lib/paths";
import { PHOTO_MESSAGES, PHOTO_SIZE } from "~/forms/trainer-photo";

/**
 * The trainer's photo (docs/product.md section 10, "Your photo"; decision record 0065), with JavaScript and without:
 * upload (the sections' typed values kept), shown on the public page and in the directory, replaced, removed.
 */
const photoSection = (page: Page) => page.getByRole("region", { name: "Your photo" });
const FILE_LABEL = "Your photo (JPEG, PNG or WebP, at most 2 MB)";

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await photoSection(page).getByLabel(FILE_LABEL).setInputFiles(file);
}

/** Presses the button and waits for the page to show the answer (a redirect back to the section, JS on or off). */
async function press(page: Page, name: "Upload photo" | "Remove photo", answer: string) {
  await photoSection(page).getByRole("button", { name }).click();
  // With JavaScript the answer is a redirect followed by a fetch of the page's data: give a loaded machine time.
  await expect(photoSection(page).locator("#photo-answer")).toContainText(answer, { timeout: 60_000 });
}

function photoIn(scope: Locator): Locator {
  return scope.locator('img[src^="/trainer-photos/"]');
}

test("a trainer uploads a photo (typed sections kept), it shows on the public page and in the directory, is replaced and removed", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const trainer = await directoryTrainer("Pia Photo", { skills: ["Photography for Kubernetes"] });
  await signedInAs(page, { email: trainer.email, name: trainer.name }, paths.trainerProfile);
  if (javaScriptEnabled) await waitForHydration(page);
  const additional = page.getByRole("region", { name: "Additional Information" });
  await additional.getByLabel("Notes").fill("Typed before the photo, not saved");
  // No photo yet: the monogram, no Remove button.
  await expect(photoIn(photoSection(page))).toHaveCount(0);
  await expect(photoSection(page).getByRole("button", { name: "Remove photo" })).toHaveCount(0);

  await choose(page, { name: "holiday.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps(1600, 1200) });
  await press(page, "Upload photo", PHOTO_MESSAGES.uploaded);
  await expect(additional.getByLabel("Notes")).toHaveValue("Typed before the photo, not saved");
  // The section is saved and shows a typed value: its heading says so (decision 0066).
  await expect(additional.getByText("Unsaved changes", { exact: true })).toBeVisible();
  const shown = photoIn(photoSection(page));
  await expect(shown).toHaveCount(1);
  const firstUrl = (await shown.getAttribute("src"))!;
  expect(firstUrl).toMatch(/^\/trainer-photos\/[0-9a-f]{32}\.webp$/);

  // The served file: exact type, never sniffed, immutable, without the camera's EXIF and GPS position.
  const served = await page.request.get(firstUrl);
  expect(served.status()).toBe(200);
  const headers = served.headers();
  expect(headers["content-type"]).toBe("image/webp");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["etag"]).toBe(`"${firstUrl.slice(16, 48)}"`);
  const body = await served.body();
  const metadata = await sharp(body).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: PHOTO_SIZE, height: PHOTO_SIZE });
  expect(metadata.exif).toBeUndefined();
  expect(hasGpsIfd(metadata.exif)).toBe(false);
  expect(body.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
  const again = await page.request.get(firstUrl, { headers: { "If-None-Match": headers["etag"]! } });
  expect(again.status()).toBe(304);

  // Shown where the monogram was: the public page and the directory's card.
  await page.goto(paths.trainer(trainer.slug));
  await expect(photoIn(page.locator("main"))).toHaveAttribute("src", firstUrl);
  await page.goto(paths.trainers({ q: "Pia Photo" }));
  const card = page.locator(".trainer-card").filter({ has: page.locator(`a[href="${paths.trainer(trainer.slug)}"]`) });
  await expect(photoIn(card)).toHaveAttribute("src", firstUrl);

  // Replaced: a new address; the old one names nothing any more. A refused file keeps the photo.
  await page.goto(paths.trainerProfile);
  if (javaScriptEnabled) await waitForHydration(page);
  await choose(page, { name: "me.png", mimeType: "image/png", buffer: await pngFile(500, 700) });
  await press(page, "Upload photo", PHOTO_MESSAGES.uploaded);
  const secondUrl = (await photoIn(photoSection(page)).getAttribute("src"))!;
  expect(secondUrl).not.toBe(firstUrl);
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  await choose(page, { name: "me.jpg", mimeType: "image/jpeg", buffer: TEXT_FILE });
  await press(page, "Upload photo", PHOTO_MESSAGES.wrongType);
  await expect(photoIn(photoSection(page))).toHaveAttribute("src", secondUrl);

  // Removed: the monogram again everywhere, the address gone.
  await press(page, "Remove photo", PHOTO_MESSAGES.removed);
  await expect(photoIn(photoSection(page))).toHaveCount(0);
  expect((await page.request.get(secondUrl)).status()).toBe(404);
  await page.goto(paths.trainer(trainer.slug));
  await expect(page.locator("main .avatar--monogram").first()).toHaveText("PP");
  await expect(photoIn(page.locator("main"))).toHaveCount(0);
  expect(await read.trainerPhotos({ trainerEmail: trainer.email })).toEqual([]);
});

test("a refused photo answers in the section's error summary, keeps the typed sections, and the summary leads to the file field", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const trainer = await directoryTrainer("Rex Refused");
  await signedInAs(page, { email: trainer.email, name: trainer.name }, paths.trainerProfile);
  if (javaScriptEnabled) await waitForHydration(page);
  const additional = page.getByRole("region", { name: "Additional Information" });
  await additional.getByLabel("Notes").fill("Kept through a refusal");
  await choose(page, { name: "photo.jpg", mimeType: "image/jpeg", buffer: TEXT_FILE });
  await photoSection(page).getByRole("button", { name: "Upload photo" }).click();
  const summary = photoSection(page).getByRole("alert");
  await expect(summary).toContainText("There is a problem", { timeout: 60_000 });
  await expect(summary.getByRole("link", { name: PHOTO_MESSAGES.wrongType })).toHaveAttribute("href", "#photo-file");
  await expect(additional.getByLabel("Notes")).toHaveValue("Kept through a refusal");
  expect(new URL(page.url()).hash).toBe("#photo-answer");
});

test("signed out, the photo's buttons are disabled and say why", async ({ page }) => {
  await page.goto(paths.trainerProfile);
  await expect(photoSection(page).getByText(/Sign in to add your photo\./)).toBeVisible();
  await expect(photoSection(page).getByRole("button", { name: "Upload photo" })).toBeDisabled();
});
