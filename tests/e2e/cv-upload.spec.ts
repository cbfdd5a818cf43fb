import { createHash } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { docxFile, pdfFile } from "../support/cv-files";
import {
  control,
  expect,
  NOTIFY_EMAIL,
  randomIp,
  read,
  test,
  uniqueEmail,
  waitForHydration,
} from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";
import { formatSize } from "~/forms/cv-upload";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const cvSection = (page: Page) => page.getByRole("region", { name: "Word Profile (CV)" });
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Chooses a file and presses Upload CV; answers the HTTP status of the upload's POST (JS on or off). */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<number> {
  const section = cvSection(page);
  await section.getByLabel("Your CV (.docx or .pdf, at most 2 MB)").setInputFiles(file);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith(paths.trainerProfile),
    ),
    section.getByRole("button", { name: "Upload CV" }).click(),
  ]);
  return response.status();
}

async function newVisitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  return context.newPage();
}

/** A multipart body as a client other than a browser may send it. */
function multipart(boundary: string, files: { name: string; buffer: Buffer }[]): Buffer {
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from("\r\n"),
    ]),
  );
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncv\r\n`),
    ...parts,
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

test("a trainer uploads a PDF, a Word document replaces it, the operator gets it attached, an admin downloads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("cv");
  await signedInAs(page, { email, name: "Priya Upload" }, paths.trainerProfile);
  const pdf = pdfFile(40_000);
  expect(await upload(page, { name: "priya-cv.pdf", mimeType: "application/pdf", buffer: pdf })).toBe(200);
  await expect(cvSection(page).getByRole("status")).toHaveText("Your CV is uploaded. Thank you! ✅");
  await expect(cvSection(page).getByText(/Your CV on file: priya-cv\.pdf \(39 KB, uploaded/)).toBeVisible();
  const mail = await control.waitForMail(NOTIFY_EMAIL, `Priya Upload <${email}> uploaded a CV`);
  expect(mail.subject).toBe("CV from Priya Upload");
  expect(mail.attachments).toEqual([
    { filename: "priya-cv.pdf", contentType: "application/pdf", size: pdf.byteLength, sha256: sha256(pdf) },
  ]);

  // The name says PDF, the content says Word: the content decides.
  const docx = docxFile("Priya's newer CV");
  await page.goto(paths.trainerProfile);
  expect(await upload(page, { name: "priya-cv.pdf", mimeType: "application/pdf", buffer: docx })).toBe(200);
  await expect(cvSection(page).getByText(/Your CV on file: priya-cv\.docx/)).toBeVisible();
  const rows = await read.trainerCvs({ trainerEmail: email });
  expect(pick(rows, "fileName", "fileType")).toEqual([{ fileName: "priya-cv.docx", fileType: "docx" }]);
  const cvPath = paths.adminCv(rows[0]!.id);

  // Only an admin may have it back: the trainer gets 403, a visitor is sent to sign in.
  expect((await page.request.get(cvPath)).status()).toBe(403);
  const visitor = await newVisitorPage(browser, javaScriptEnabled);
  const anonymous = await visitor.request.get(cvPath, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/login\?/);
  await visitor.context().close();

  const admin = await newVisitorPage(browser, javaScriptEnabled);
  await signedInAsAdmin(admin);
  await admin.goto(paths.adminApplications);
  const cvs = admin.getByRole("table", { name: "CVs" });
  const link = cvs.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "priya-cv.docx" });
  await expect(link).toHaveAttribute("href", cvPath);
  await expect(cvs.getByRole("row").filter({ hasText: email })).toContainText(formatSize(docx.byteLength));
  const download = await admin.request.get(cvPath);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe(DOCX_TYPE);
  expect(download.headers()["content-disposition"]).toBe(
    `attachment; filename="priya-cv.docx"; filename*=UTF-8''priya-cv.docx`,
  );
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(download.headers()["cache-control"]).toBe("private, no-store");
  expect(sha256(await download.body())).toBe(sha256(docx));
  await admin.context().close();
});

test("refused uploads answer 400, 413 or 401 with a readable message under the form, and store nothing", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("cv-hostile");
  await signedInAs(page, { email, name: "Hostile Upload" }, paths.trainerProfile);
  const status = cvSection(page).getByRole("status");

  const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
  expect(await upload(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: html })).toBe(400);
  await expect(status).toHaveText(
    "This file is not a Word document (.docx) or a PDF. Please upload your CV in one of those formats.",
  );
  await expect(cvSection(page).getByRole("button", { name: "Upload CV" })).toBeEnabled();

  const threeMegabytes = pdfFile(3 * 1024 * 1024);
  expect(await upload(page, { name: "big.pdf", mimeType: "application/pdf", buffer: threeMegabytes })).toBe(413);
  await expect(status).toHaveText("Your CV is larger than 2 MB. Please upload a smaller file.");
  await expect(cvSection(page).getByRole("button", { name: "Upload CV" })).toBeEnabled();

  // What a browser never sends: two files in one upload, and a multipart type without its boundary.
  const boundary = "----edukon-two-files";
  const twoFiles = await page.request.post(paths.trainerProfile, {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    data: multipart(boundary, [
      { name: "a.pdf", buffer: pdfFile() },
      { name: "b.pdf", buffer: pdfFile() },
    ]),
  });
  expect(twoFiles.status()).toBe(400);
  expect(await twoFiles.text()).toContain("Please upload one file only.");
  const noBoundary = await page.request.post(paths.trainerProfile, {
    headers: { "Content-Type": "multipart/form-data" },
    data: multipart(boundary, [{ name: "a.pdf", buffer: pdfFile() }]),
  });
  // Refused before the page sees it (server/request-guards.js), with its own readable answer.
  expect(noBoundary.status()).toBe(415);
  expect(await noBoundary.text()).toContain("multipart/form-data with a boundary");
  expect(await read.trainerCvs({ trainerEmail: email })).toEqual([]);

  // Signed out the button is disabled (an upload could only be refused, and would take the sections' typed
  // values with it); a request sent anyway is refused before its body is read.
  const visitor = await newVisitorPage(browser, javaScriptEnabled);
  await visitor.goto(paths.trainerProfile);
  await expect(cvSection(visitor).getByText(/Sign in to upload your CV\./)).toBeVisible();
  await expect(cvSection(visitor).getByRole("button", { name: "Upload CV" })).toBeDisabled();
  const signedOut = await visitor.request.post("/trainer-profile", {
    headers: { Origin: new URL(visitor.url()).origin },
    multipart: { intent: "cv", cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfFile() } },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.text()).toContain("Please sign in to upload your CV.");
  await visitor.context().close();
});

test("uploading a CV, or having one refused, keeps what was typed in the profile sections, marked Not saved yet", async ({
  page,
}) => {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  await signedInAs(page, { email: uniqueEmail("cv-typed"), name: "Cara Typed" }, paths.trainerProfile);
  if (javaScriptEnabled) await waitForHydration(page);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  const additional = page.getByRole("region", { name: "Additional Information" });
  await basic.getByLabel("Full Name").fill("Cara C. Typed");
  await additional.getByLabel("Notes").fill("Weekday batches, Bengaluru or online");

  expect(await upload(page, { name: "cara.pdf", mimeType: "application/pdf", buffer: pdfFile() })).toBe(200);
  await expect(cvSection(page).getByRole("status")).toHaveText("Your CV is uploaded. Thank you! ✅");
  await expect(basic.getByLabel("Full Name")).toHaveValue("Cara C. Typed");
  await expect(additional.getByLabel("Notes")).toHaveValue("Weekday batches, Bengaluru or online");
  await expect(basic.getByText("Not saved yet", { exact: true })).toBeVisible();
  await expect(additional.getByText("Not saved yet", { exact: true })).toBeVisible();

  const notACv = Buffer.from("plain text, not a CV");
  expect(await upload(page, { name: "cara.pdf", mimeType: "application/pdf", buffer: notACv })).toBe(400);
  await expect(basic.getByLabel("Full Name")).toHaveValue("Cara C. Typed");
  await expect(additional.getByLabel("Notes")).toHaveValue("Weekday batches, Bengaluru or online");
  await expect(basic.getByText("Not saved yet", { exact: true })).toBeVisible();
});

test("five uploads an hour per account: the sixth is refused with 429 and a readable message, and nothing is stored", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("cv-flood");
  await signedInAs(page, { email, name: "Flood Upload" }, paths.trainerProfile);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const sent = await page.request.post(paths.trainerProfile, {
      multipart: { intent: "cv", cv: { name: `cv-${attempt}.pdf`, mimeType: "application/pdf", buffer: pdfFile() } },
    });
    expect(sent.status()).toBe(200);
  }
  await page.goto(paths.trainerProfile);
  expect(await upload(page, { name: "sixth.pdf", mimeType: "application/pdf", buffer: pdfFile(2_000) })).toBe(429);
  await expect(cvSection(page).getByRole("status")).toHaveText(
    "You have uploaded your CV 5 times in the last hour. Please try again in an hour.",
  );
  expect(pick(await read.trainerCvs({ trainerEmail: email }), "fileName")).toEqual([{ fileName: "cv-4.pdf" }]);
  // The operator's mails refer to the stored CV: none holds a copy of a file in the outbox.
  const operatorMails = await read.outboxMails({ replyTo: email });
  expect(await read.outboxAttachments({ outboxId: operatorMails.map((mail) => mail.id) })).toEqual([]);
});
