import type { Browser, Page } from "@playwright/test";
import { build, control, expect, randomIp, read, test, uniqueEmail } from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { application, publishedRequirement, uniqueTag } from "../support/marketplace";
import { paths } from "~/lib/paths";

/**
 * A moderator can stop a company. Removed by moderator stops everything the manage link could
 * do (the page says so, every action is refused), the applicants are told by mail and on /my-applications; the
 * operator can also revoke a requirement's manage links (then a 410 page that says so). JavaScript off and on.
 */

/** A working manage link for the requirement, made as a mail would carry it (only its hash is stored). */
async function manageLink(requirementId: number): Promise<string> {
  return (await build.manageLink(requirementId)).path;
}

async function otherBrowser(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    javaScriptEnabled: use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  return context.newPage();
}

/** The admin presses one of the requirement's row actions on /admin/requirements and reads the flash. */
async function adminAction(admin: Page, requirementId: number, status: string, label: string): Promise<void> {
  await admin.goto(`${paths.adminRequirements()}?status=${status}`);
  const row = admin.getByRole("article").filter({ has: admin.locator(`#requirement-${requirementId}-title`) });
  await row.getByRole("button", { name: label }).click();
  await expect(admin.getByRole("status").or(admin.getByRole("alert")).first()).toBeVisible();
}

test("Removed by moderator: the manage link shows it, every action is refused, the applicants are told", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Moderated ${uniqueTag()}`;
  const requirement = await publishedRequirement(title, "Kubernetes for a team of twelve.");
  const trainer = uniqueEmail("moderated-trainer");
  const applicationId = await application(requirement.id, trainer);
  const link = await manageLink(requirement.id);

  // Before: the company can shortlist.
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Shortlist" })).toBeVisible();

  const admin = await otherBrowser(browser);
  await signedInAsAdmin(admin);
  await adminAction(admin, requirement.id, "published", "Remove (moderation)");
  await expect(
    admin.getByText(
      "Requirement removed by moderator: its manage link can change nothing, and the applicants are told.",
    ),
  ).toBeVisible();

  // The page the company already had open: its Shortlist is refused (403) with the reason, nothing is mailed.
  await page.getByRole("button", { name: "Shortlist" }).click();
  await expect(page.getByText("This requirement was removed by our moderators").first()).toBeVisible();
  await page.goto(link);
  await expect(page.getByText("Removed by moderator")).toBeVisible();
  await expect(page.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Close requirement|Keep open|Delete this requirement/ })).toHaveCount(
    0,
  );
  for (const intent of ["shortlist", "decline", "close", "keep-open", "delete"]) {
    const sent = await page.request.post(link, {
      form: { intent, application: String(applicationId), confirm: "yes" },
      maxRedirects: 0,
    });
    expect(sent.status(), intent).toBe(403);
  }
  expect((await read.application(applicationId))?.status).toBe("sent");
  // No mail gave the company the trainer's contact details (the applicant mails it had carry none).
  const toCompany = await read.outboxMails({ to: requirement.companyEmail });
  expect(toCompany.filter((mail) => mail.textBody.includes(trainer))).toEqual([]);

  // The trainer is told by mail and on /my-applications.
  const mail = await control.waitForMail(trainer, "Requirement removed");
  expect(mail.text).toContain(`our moderators have removed the requirement "${title}"`);
  const trainerPage = await otherBrowser(browser);
  await signedInAs(trainerPage, { email: trainer, name: "Tara Trainer" }, paths.myApplications);
  await trainerPage.goto(paths.myApplications);
  const entry = trainerPage.getByRole("row").filter({ hasText: title });
  await expect(entry.getByText("Removed by moderator")).toBeVisible();
  await trainerPage.context().close();
  await admin.context().close();
});

test("an operator revokes a requirement's manage links: the old link answers 410 with a page that says so", async ({
  page,
  browser,
}) => {
  const requirement = await publishedRequirement(`Revoked ${uniqueTag()}`, "Terraform modules.");
  const link = await manageLink(requirement.id);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your requirement", level: 1 })).toBeVisible();

  const admin = await otherBrowser(browser);
  await signedInAsAdmin(admin);
  await adminAction(admin, requirement.id, "published", "Revoke manage links");
  await expect(admin.getByText("1 manage link revoked.")).toBeVisible();
  await admin.context().close();

  const answer = await page.goto(link);
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(page.getByText("This link was revoked by our team")).toBeVisible();
  const posted = await page.request.post(link, { form: { intent: "close" }, maxRedirects: 0 });
  expect(posted.status()).toBe(410);
  expect((await read.requirement(requirement.id))?.status).toBe("published");
});
