import type { APIRequestContext, Page } from "@playwright/test";
import { expect, read, test } from "../support/fixtures";
import { directoryTrainer } from "../support/directory";
import { signedInAs } from "../support/session";
import { hugeDeclaredPng, pngFile, SVG_FILE, TEXT_FILE, truncatedJpeg } from "../support/photo-files";
import { paths } from "~/lib/paths";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "~/forms/trainer-photo";

/**
 * Hostile photo posts (decision record 0065), as a client other than the page sends them: each is answered with a
 * redirect to the photo section and its message there, nothing is stored, and one trainer's posts never touch another
 * trainer's photo (there is no id to post: the photo is the signed-in trainer's). Raw requests, so the JavaScript-on
 * project alone runs this file (`.js-only`).
 */

type Part = string | { name: string; mimeType: string; buffer: Buffer };

async function post(request: APIRequestContext, fields: Record<string, Part>, headers: Record<string, string> = {}) {
  // A context of its own (browser.newPage) lacks the fixtures' same-origin header: every post says it, as a browser does.
  return request.post(paths.trainerPhotoPost, {
    multipart: fields,
    maxRedirects: 0,
    headers: { "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

/** The message the photo section shows after the redirect. */
async function answerShown(page: Page): Promise<string> {
  await page.goto(paths.trainerProfile);
  return (await page.locator("#photo-answer").textContent()) ?? "";
}

test("refused photos: a renamed text, an SVG, 2 MB + 1 byte, a huge declared PNG, a damaged JPEG, a foreign origin", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trainer = await directoryTrainer("Hana Hostile");
  await signedInAs(page, { email: trainer.email, name: trainer.name });
  const cases: [string, Buffer, string][] = [
    ["renamed text", TEXT_FILE, PHOTO_MESSAGES.wrongType],
    ["SVG", SVG_FILE, PHOTO_MESSAGES.wrongType],
    [
      "2 MB + 1 byte",
      Buffer.concat([await pngFile(10, 10), Buffer.alloc(MAX_PHOTO_BYTES)]).subarray(0, MAX_PHOTO_BYTES + 1),
      PHOTO_MESSAGES.tooLarge,
    ],
    ["huge declared PNG", hugeDeclaredPng(), PHOTO_MESSAGES.tooManyPixels],
    ["damaged JPEG", await truncatedJpeg(), PHOTO_MESSAGES.unreadable],
  ];
  for (const [label, buffer, message] of cases) {
    // The declared type says JPEG every time: only the bytes count.
    const sent = await post(page.request, {
      intent: "photo",
      photo: { name: "me.jpg", mimeType: "image/jpeg", buffer },
    });
    expect(sent.status(), label).toBe(303);
    expect(sent.headers()["location"], label).toBe("/trainer-profile#photo-answer");
    expect(await answerShown(page), label).toContain(message);
  }
  const none = await post(page.request, { intent: "photo", name: "Hana" });
  expect(none.status()).toBe(303);
  expect(await answerShown(page)).toContain(PHOTO_MESSAGES.missing);
  expect(await read.trainerPhotos({ trainerEmail: trainer.email })).toEqual([]);

  // Another site's form posting to ours (CSRF): refused by the origin check, nothing read.
  const foreign = await post(
    page.request,
    { intent: "photo", photo: { name: "me.png", mimeType: "image/png", buffer: await pngFile() } },
    { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  );
  expect(foreign.status()).toBe(403);
  expect(await read.trainerPhotos({ trainerEmail: trainer.email })).toEqual([]);
});

test("a signed-out post is refused before its body is read; one trainer cannot change or remove another's photo", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await directoryTrainer("Olga Owner", { listed: false });
  await signedInAs(page, { email: owner.email, name: owner.name });
  const saved = await post(page.request, {
    intent: "photo",
    photo: { name: "me.png", mimeType: "image/png", buffer: await pngFile() },
  });
  expect(saved.status()).toBe(303);
  expect(await answerShown(page)).toContain(PHOTO_MESSAGES.uploaded);
  const [photo] = await read.trainerPhotos({ trainerEmail: owner.email });
  const url = paths.trainerPhoto(photo!.version);
  // Not in the directory: the owner sees it, privately.
  const own = await page.request.get(url);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await visitor.request.post(paths.trainerPhotoPost, {
    multipart: { intent: "photo-remove" },
    maxRedirects: 0,
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(signedOut.status()).toBe(303);
  expect((await visitor.request.get(url)).status()).toBe(404);
  await visitor.close();

  // Someone else, signed in, naming the owner every way a form could: their own (absent) photo is what they remove.
  const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signedInAs(other, { email: `other-${owner.email}`, name: "Ivan Intruder" });
  const removing = await post(other.request, {
    intent: "photo-remove",
    email: owner.email,
    trainerEmail: owner.email,
    version: photo!.version,
  });
  expect(removing.status()).toBe(303);
  expect(await answerShown(other)).toContain(PHOTO_MESSAGES.noPhoto);
  const replacing = await post(other.request, {
    intent: "photo",
    trainerEmail: owner.email,
    photo: { name: "x.png", mimeType: "image/png", buffer: await pngFile(50, 50, "#000000") },
  });
  expect(replacing.status()).toBe(303);
  expect(await read.trainerPhotos({ trainerEmail: owner.email })).toEqual([
    expect.objectContaining({ version: photo!.version }),
  ]);
  // Nor may they see the unlisted owner's photo.
  expect((await other.request.get(url)).status()).toBe(404);
  await other.close();

  expect((await page.request.get(url)).status()).toBe(200);
  const garbage = await page.request.get("/trainer-photos/..%2F..%2Fetc%2Fpasswd.webp");
  expect(garbage.status()).toBe(404);
  expect(garbage.headers()["x-content-type-options"]).toBe("nosniff");
});
