import type { Page } from "@playwright/test";
import {
  build,
  expect,
  expectAccessible,
  NOTIFY_EMAIL,
  read,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * /admin/outbox/{id} (decision 0024): an operator reads one mail in full, its own-origin links as links,
 * everything a visitor typed as text. Runs with JavaScript on and off.
 */

/** The value beside a label in the mail's facts. */
const fact = (page: Page, label: string) => page.locator(`dl.admin-mail__facts dt:text-is("${label}") + dd`);

/** A company posts a requirement whose details hold markup and a stranger's link; answers the company's address. */
async function postRequirement(page: Page, details: string): Promise<{ companyEmail: string; enquiryId: number }> {
  const companyEmail = uniqueEmail("outbox-company");
  await page.goto(paths.postRequirement);
  const form = page.locator("#requirement-form");
  await form.getByLabel("Your Name", { exact: true }).fill("Olga Outbox");
  await form.getByLabel("Your Email", { exact: true }).fill(companyEmail);
  await form.getByLabel("Mobile Number", { exact: true }).fill("9820012345");
  await form.getByLabel("Training Topic", { exact: true }).fill(`Outbox ${Date.now() % 100000}`);
  await form.getByLabel("Requirement Details", { exact: true }).fill(details);
  await solveCaptcha(form);
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: "Submit Requirement" }).click();
  await expect(page.getByText(/Your training requirement has been received/)).toBeVisible();
  const [enquiry] = await read.enquiries({ email: companyEmail });
  return { companyEmail, enquiryId: Number(enquiry?.id) };
}

test("an admin opens a mail from the outbox and reads it; own links are links, typed markup and other links are text", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const marker = `outboxmark${Date.now()}`;
  const details = `<b data-hostile>${marker}</b> <img data-hostile src=x onerror="window.__hostile=1"> see https://evil.example/phish`;
  const { companyEmail, enquiryId } = await postRequirement(page, details);

  await signedInAsAdmin(page);
  await page.goto(paths.adminOutbox);
  const row = page.getByRole("row").filter({ hasText: companyEmail });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /^We received your training requirement/ }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^We received your training requirement/ })).toBeVisible();
  await expect(fact(page, "To")).toHaveText(companyEmail);
  await expect(fact(page, "Reply-To")).toHaveText("—");
  await expect(fact(page, "Related to")).toHaveText(`enquiry:${enquiryId}`);
  await expect(fact(page, "Attachments")).toHaveText("None");
  const text = page.getByRole("region", { name: "Mail text" });
  await expect(text).toContainText("Keep this link to yourself");
  const manageLink = text.getByRole("link", { name: /\/requirements\/manage\// });
  await expect(manageLink).toHaveAttribute("href", new RegExp(`^${baseURL}/requirements/manage/[A-Za-z0-9_-]{43}$`));
  await expectAccessible(page);

  // The back office's Cache-Control.
  const answer = await page.request.get(page.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");

  // The link is the company's: it opens the requirement's manage page.
  await manageLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your requirement" })).toBeVisible();
  await expect(page.getByText("Pending review", { exact: true })).toBeVisible();

  // The office's own notification quotes what the visitor typed: shown as text, the stranger's link not a link.
  const [notice] = await read.outboxMails({ to: NOTIFY_EMAIL, relatedTo: `enquiry:${enquiryId}` });
  await page.goto(paths.adminOutboxMail(notice!.id));
  await expect(fact(page, "Reply-To")).toHaveText(companyEmail);
  const noticeText = page.getByRole("region", { name: "Mail text" });
  await expect(noticeText).toContainText(`<b data-hostile>${marker}</b>`);
  await expect(noticeText).toContainText("https://evil.example/phish");
  await expect(noticeText.getByRole("link")).toHaveCount(0);
  await expect(page.locator("[data-hostile]")).toHaveCount(0);
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
  }
});

test("a mail's extra headers and attachments' names are shown, never the attachment itself", async ({ page }) => {
  const to = uniqueEmail("digest");
  const subject = `Digest ${Date.now()}`;
  const mail = await build.outboxMail({
    to,
    subject,
    textBody: "New requirements for you.",
    headers: { "List-Unsubscribe": "<https://edukon.example/alerts/unsubscribe/t>" },
    status: "failed",
    attempts: 6,
    lastError: "connect ECONNREFUSED 127.0.0.1:25",
  });
  await build.outboxAttachment({
    outboxId: mail.id,
    fileName: "asha-cv.pdf",
    contentType: "application/pdf",
    content: Buffer.from("%PDF-1.4"),
  });
  await signedInAsAdmin(page);
  await page.goto(paths.adminOutboxMail(mail.id));
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(fact(page, "State")).toHaveText("failed");
  await expect(fact(page, "Attempts")).toHaveText("6");
  await expect(fact(page, "Last error")).toHaveText("connect ECONNREFUSED 127.0.0.1:25");
  await expect(fact(page, "List-Unsubscribe")).toHaveText("<https://edukon.example/alerts/unsubscribe/t>");
  await expect(fact(page, "Attachments")).toHaveText("asha-cv.pdf (application/pdf, 8 bytes)");
  await expect(fact(page, "Attachments").getByRole("link")).toHaveCount(0);
});

test("a malformed or unknown mail id is a 404, and only an admin may open a mail", async ({ page, browser }) => {
  const mail = await build.outboxMail({ to: uniqueEmail("private"), subject: "Private", textBody: "A private link" });
  await signedInAsAdmin(page);
  for (const id of ["abc", "0", "-1", "1.5", "1e3", "01", "2147483648", "99999999999999999999", "%20"]) {
    const answer = await page.request.get(paths.adminOutboxMail(id));
    expect(answer.status(), paths.adminOutboxMail(id)).toBe(404);
  }
  // A path that is not even valid percent-encoding may be refused before the route reads it.
  for (const id of ["%00", "%E0%A4%A", "%zz"]) {
    const answer = await page.request.get(paths.adminOutboxMail(id));
    expect([400, 404], paths.adminOutboxMail(id)).toContain(answer.status());
  }
  const missing = await page.goto(paths.adminOutboxMail(2147483647));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Error 404!" })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const answer = await visitor.request.get(paths.adminOutboxMail(mail.id), { maxRedirects: 0 });
  expect([302, 303, 401, 403]).toContain(answer.status());
  expect(await answer.text()).not.toContain("A private link");
  await visitor.close();

  const nosy = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const nosyPage = await nosy.newPage();
  await signedInAs(nosyPage, { email: uniqueEmail("nosy"), name: "Nosy Parker" });
  const refused = await nosyPage.goto(paths.adminOutboxMail(mail.id));
  expect(refused?.status()).toBe(403);
  await expect(nosyPage.getByText("A private link")).toHaveCount(0);
  await nosy.close();
});
