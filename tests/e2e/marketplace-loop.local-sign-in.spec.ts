import type { Browser, Page } from "@playwright/test";
import {
  expect,
  LOCAL_ADMIN_EMAIL,
  randomIp,
  read,
  requirementCards,
  saveLocalProfile,
  signInLocally,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";

/**
 * The marketplace loop on a first `npm start` (README "First run"): no SMTP server, so the company's
 * confirmation mail is held, and the admin reads its manage link in /admin/outbox (decision 0024).
 */

async function newVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  return context.newPage();
}

test("first run: a company posts, the admin reads the held mail's manage link, publishes, a trainer applies", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const companyEmail = uniqueEmail("first-run-company");
  const topic = `First run loop ${Date.now() % 100000}`;

  // A company posts a requirement; with no SMTP_URL its confirmation mail is held in the outbox.
  const company = await newVisitor(browser, baseURL);
  await company.goto(paths.postRequirement);
  const form = company.locator("#requirement-form");
  await form.getByLabel("Your Name", { exact: true }).fill("Farah Firstrun");
  await form.getByLabel("Your Email", { exact: true }).fill(companyEmail);
  await form.getByLabel("Mobile Number", { exact: true }).fill("9820012345");
  await form.getByLabel("Training Topic", { exact: true }).fill(topic);
  await form.getByLabel("Requirement Details", { exact: true }).fill("Two days of Kubernetes for 8 engineers.");
  await solveCaptcha(form);
  await waitOutTimeTrap(company);
  await form.getByRole("button", { name: "Submit Requirement" }).click();
  await expect(company.getByText(/Your training requirement has been received/)).toBeVisible();
  await expect
    .poll(async () => pick(await read.outboxMails({ to: companyEmail }), "status"), {
      timeout: 15_000,
    })
    .toEqual([{ status: "held" }]);

  // The admin signs in locally and reads the mail in the back office's outbox.
  const admin = await newVisitor(browser, baseURL);
  await signInLocally(admin, { name: "Local Admin", email: LOCAL_ADMIN_EMAIL }, paths.home);
  await admin.goto(paths.adminOutbox);
  const row = admin.getByRole("row").filter({ hasText: companyEmail });
  await expect(row.getByText("held", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: /^We received your training requirement/ }).click();
  const manageLink = admin.getByRole("region", { name: "Mail text" }).getByRole("link", {
    name: /\/requirements\/manage\//,
  });
  const link = await manageLink.getAttribute("href");
  expect(link).toMatch(new RegExp(`^${baseURL}/requirements/manage/[A-Za-z0-9_-]{43}$`));

  // The link is the company's: it opens the manage page, pending review.
  await company.goto(link!);
  await expect(company.getByRole("heading", { level: 1, name: "Your requirement" })).toBeVisible();
  await expect(company.getByText("Pending review", { exact: true })).toBeVisible();

  // The admin publishes it.
  await admin.goto(paths.adminRequirements());
  await admin.getByRole("article").filter({ hasText: topic }).getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Requirement published on the board.")).toBeVisible();

  // A trainer signs in locally with another address, saves a profile and applies on the board.
  const trainer = { name: `Tara Trainer ${Date.now() % 100000}`, email: uniqueEmail("first-run-trainer") };
  await signInLocally(page, trainer, paths.board());
  await saveLocalProfile(page, "9845012345");
  const card = requirementCards(page).filter({ hasText: topic });
  // The board's list is cached for a few seconds.
  await expect(async () => {
    await page.goto(paths.board({ q: topic }));
    await expect(card).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();

  // The company's page lists the applicant.
  await company.reload();
  await expect(company.getByText("Published", { exact: true })).toBeVisible();
  const applicants = company.getByRole("list", { name: "Applicants" }).getByRole("listitem");
  await expect(applicants.filter({ hasText: trainer.name })).toHaveCount(1);

  await admin.context().close();
  await company.context().close();
});
