import type { Browser, Page } from "@playwright/test";
import { build, control, expect, randomIp, read, requirementCards, test, uniqueEmail } from "../support/fixtures";
import { daysAgo } from "../support/builders";
import { pick } from "../support/readers";
import { signedInAs, signedInAsAdmin } from "../support/session";
import {
  application,
  manageLinkPath,
  publishedRequirement,
  rankedTrainerProfile,
  uniqueTag,
  uniqueWord,
} from "../support/marketplace";
import { PROPOSAL_MESSAGES } from "~/forms/proposal";
import { REVIEW_MESSAGES } from "~/forms/review";
import { paths } from "~/lib/paths";

/**
 * JavaScript off and on: a proposal sent with Apply and edited on /my-applications, the
 * company ordering its applicants by rate and by fit, Engaged → Training delivered → the review link mailed (the
 * test moves the delivered date back in the database, and the requirement jobs' next round mails it) → the review
 * posted → the link refused a second time → the trainer's one reply → the operator hides it. The trainer's public
 * page (/trainers/{slug}) is another change's: here the review is read through the service's table.
 */

const REVIEW_LINK = /https?:\/\/[^/\s]+(\/reviews\/new\/[A-Za-z0-9_-]{43})(?=\s|$)/m;

/** Another person at another browser, with JavaScript as the project says. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    javaScriptEnabled: use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  return context.newPage();
}

test("a proposal is sent and edited, the company sorts, engages, and a verified review follows the delivery", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const word = uniqueTag();
  const [fitSkill, otherSkill] = [uniqueWord(), uniqueWord()];
  const title = `Proposals ${word}`;
  const requirement = await publishedRequirement(
    title,
    `Two days of ${fitSkill} and ${otherSkill} for 10 engineers (${word}).`,
  );

  // Asha matches both skills and asks less than her profile's charge; Ravi matches none, quotes lower, has more years.
  const asha = { email: uniqueEmail("asha"), name: `Asha ${word}` };
  await rankedTrainerProfile(asha.email, {
    name: asha.name,
    skills: [fitSkill, otherSkill],
    perDayCharge: 15000,
    experience: 5,
  });
  const ravi = { email: uniqueEmail("ravi"), name: `Ravi ${word}` };
  await rankedTrainerProfile(ravi.email, { name: ravi.name, skills: ["Cobol"], perDayCharge: 20000, experience: 20 });
  const reviewText = `<b>Clear</b> and practical (${word}).`;
  await build.application({ requirementId: requirement.id, trainerEmail: ravi.email, quotedDayRate: 9000 });

  // Apply with a proposal: the rate starts from the profile's per-day charge.
  await signedInAs(page, asha, paths.board({ q: word }));
  const card = requirementCards(page).filter({ hasText: title });
  await expect(async () => {
    await page.goto(paths.board({ q: word }));
    await expect(card).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await card.getByText("Add a proposal (optional)").click();
  const rate = card.getByLabel("Your day rate (₹)");
  await expect(rate).toHaveValue("15000");
  await card.getByLabel("Note to the company").fill("Hands-on labs <b>every</b> afternoon.");
  await rate.fill("14000");
  await card.getByLabel("Earliest start date").fill("2027-01-11");
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();
  const [sent] = await read.applications({ requirementId: requirement.id, trainerEmail: asha.email });
  expect(sent).toMatchObject({
    proposalNote: "Hands-on labs <b>every</b> afternoon.",
    quotedDayRate: 14000,
    earliestStart: "2027-01-11",
  });

  // Edit it on /my-applications while it is Sent.
  await page.goto(paths.myApplications);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await row.getByText("Edit your proposal").click();
  await expect(row.getByLabel("Your day rate (₹)")).toHaveValue("14000");
  await row.getByLabel("Note to the company").fill("Hands-on labs every afternoon, and a take-home project.");
  await row.getByLabel("Your day rate (₹)").fill("12000");
  await row.getByRole("button", { name: "Save proposal" }).click();
  await expect(page.getByText("Your proposal was saved.", { exact: false })).toBeVisible();
  expect(pick(await read.applications({ id: sent!.id }), "proposalNote", "quotedDayRate")).toEqual([
    { proposalNote: "Hands-on labs every afternoon, and a take-home project.", quotedDayRate: 12000 },
  ]);

  // The company orders its applicants by rate, then by fit, with plain links.
  const company = await otherBrowser(browser);
  const manage = await manageLinkPath(requirement.id);
  await company.goto(manage);
  const applicants = company.getByRole("list", { name: "Applicants" }).getByRole("listitem");
  await expect(applicants).toHaveCount(2);
  const order = company.getByRole("navigation", { name: "Order applicants" });
  await order.getByRole("link", { name: "Lowest rate" }).click();
  await expect(company).toHaveURL(/\?sort=rate$/);
  await expect(applicants.first()).toContainText(ravi.name);
  await order.getByRole("link", { name: "Best fit" }).click();
  await expect(company).toHaveURL(/\?sort=fit$/);
  await expect(applicants.first()).toContainText(asha.name);
  await order.getByRole("link", { name: "Most experience" }).click();
  await expect(applicants.first()).toContainText(ravi.name);
  await order.getByRole("link", { name: "Best fit" }).click();
  // The cards read the same in either order: wait for the new address, or Shortlist may post from the old page.
  await expect(company).toHaveURL(/\?sort=fit$/);
  const ashaCard = applicants.filter({ hasText: asha.name });
  await expect(ashaCard).toContainText(`Matched on: ${fitSkill}, ${otherSkill}`);
  await expect(ashaCard).toContainText("₹12,000");
  await expect(ashaCard).toContainText("11 January 2027");
  await expect(ashaCard.getByRole("blockquote")).toHaveText("Hands-on labs every afternoon, and a take-home project.");

  // Shortlist, Engaged, Training delivered; the order chosen stays.
  await ashaCard.getByRole("button", { name: "Shortlist" }).click();
  await expect(ashaCard.getByText(`${asha.name} is shortlisted.`, { exact: false })).toBeVisible();
  await expect(company).toHaveURL(/\?sort=fit#/);
  await ashaCard.getByRole("button", { name: "Mark as engaged" }).click();
  await expect(ashaCard.getByText(`${asha.name} is engaged.`, { exact: false })).toBeVisible();
  await control.waitForMail(asha.email, "You are engaged");
  await ashaCard.getByRole("button", { name: "Training delivered" }).click();
  await expect(
    ashaCard.getByText(`The training with ${asha.name} is marked delivered`, { exact: false }),
  ).toBeVisible();
  await expect(ashaCard.getByRole("button", { name: "Training delivered" })).toHaveCount(0);

  await page.goto(paths.myApplications);
  await expect(row.getByText("Engaged", { exact: true })).toBeVisible();
  await expect(row.getByText("Edit your proposal")).toHaveCount(0);

  // A week later (the clock moved in the database) the requirement jobs mail the company its one-time link.
  await build.update.application(sent!.id, { deliveredAt: daysAgo(8) });
  const mail = await control.waitForMail(requirement.companyEmail, "How was the training");
  const link = REVIEW_LINK.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const [stored] = await read.reviewLinks({ applicationId: sent!.id });
  expect(stored?.tokenHash).toBeTruthy();
  expect(stored?.tokenHash).not.toContain(link!.split("/").pop());

  await company.goto(link!);
  await expect(company.getByText(asha.name)).toBeVisible();
  await company.getByLabel("4 stars").check();
  await company.getByLabel("Your review").fill(reviewText);
  await company.getByRole("button", { name: "Post review" }).click();
  await expect(company.getByText("Thank you for your review.", { exact: false })).toBeVisible();
  // The home page opens at its top: the review form's fragment is not carried over.
  await expect(company).toHaveURL(/\/#top$/);
  expect(pick(await read.reviews({ applicationId: sent!.id }), "rating", "body", "trainerEmail", "hiddenAt")).toEqual([
    { rating: 4, body: reviewText, trainerEmail: asha.email, hiddenAt: null },
  ]);

  // The same link cannot be used twice.
  const again = await company.goto(link!);
  expect(again?.status()).toBe(410);
  await expect(company.getByText("This review link was already used", { exact: false })).toBeVisible();
  await expect(company.getByRole("button", { name: "Post review" })).toHaveCount(0);
  const replay = await company.request.post(link!, {
    form: { rating: "1", review: "Again" },
    headers: { Origin: new URL(company.url()).origin },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(410);
  expect(await read.reviews({ applicationId: sent!.id })).toHaveLength(1);
  await company.context().close();

  // The trainer is mailed, reads the review as text, and replies once.
  await control.waitForMail(asha.email, "You have a new verified review");
  await page.goto(paths.myApplications);
  await expect(row.getByText(reviewText)).toBeVisible();
  await row.getByLabel("Your public reply").fill("Thank you, it was a pleasure.");
  await row.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Your reply is published under the review.")).toBeVisible();
  await expect(row.getByText("Thank you, it was a pleasure.")).toBeVisible();
  await expect(row.getByRole("button", { name: "Post reply" })).toHaveCount(0);

  // Asha shows her profile to companies: her public page carries the review as a verified engagement, as text,
  // with her reply.
  const slug = `asha-${word.toLowerCase()}`;
  await build.update.trainerProfile(asha.email, { listedInDirectory: true, publicSlug: slug });
  await page.goto(paths.trainer(slug));
  const publicReviews = page.getByRole("list", { name: "Verified reviews" });
  const publicReview = publicReviews.getByRole("listitem").filter({ hasText: reviewText });
  await expect(publicReview).toHaveCount(1);
  await expect(publicReview.getByText("Verified engagement")).toBeVisible();
  await expect(publicReview.getByText("Thank you, it was a pleasure.")).toBeVisible();
  await expect(publicReview.locator("b")).toHaveCount(0);

  // The operator hides it, with the reason kept in the audit log; the review is kept.
  const admin = await otherBrowser(browser);
  await signedInAsAdmin(admin, paths.adminReviews);
  await admin.goto(paths.adminReviews);
  const reviewRow = admin.getByRole("row").filter({ hasText: reviewText });
  await reviewRow.getByLabel("Why it breaks the rules").fill("Test of the moderation");
  await reviewRow.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.getByText("The review is hidden.", { exact: false })).toBeVisible();
  await expect(reviewRow).toContainText("Hidden");
  const [review] = await read.reviews({ applicationId: sent!.id });
  expect(review?.hiddenAt).toBeInstanceOf(Date);
  expect(review?.hiddenReason).toBe("Test of the moderation");
  expect(pick(await read.auditLog({ action: "review.hide", entityId: String(review?.id) }), "details")).toEqual([
    { details: { reason: "Test of the moderation" } },
  ]);
  await admin.context().close();

  // Hidden, not deleted: it no longer shows on the trainer's public page.
  await page.goto(paths.trainer(slug));
  await expect(page.getByText(reviewText)).toHaveCount(0);
});

test("a proposal the server refuses comes back with what was typed and the field's message", async ({ page }) => {
  const tag = uniqueTag();
  const title = `Refused ${tag}`;
  const requirement = await publishedRequirement(title, `Ansible ${tag}`);
  const trainer = { email: uniqueEmail("trainer"), name: `Tara ${tag}` };
  await application(requirement.id, trainer.email);
  await signedInAs(page, trainer, paths.myApplications);
  await page.goto(paths.myApplications);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await row.getByText("Edit your proposal").click();
  await row.getByLabel("Note to the company").fill("Keep every word of this.");
  // What a hand-made request could send: the browser's own check is taken off first.
  const rate = row.getByLabel("Your day rate (₹)");
  await rate.evaluate((input) => input.removeAttribute("min"));
  await rate.fill("-5");
  await row.getByRole("button", { name: "Save proposal" }).click();
  // The message is beside the field (and in the form's error summary).
  await expect(row.getByLabel("Your day rate (₹)")).toHaveAccessibleDescription(PROPOSAL_MESSAGES.rate);
  await expect(row.getByLabel("Note to the company")).toHaveValue("Keep every word of this.");
  await expect(row.getByLabel("Your day rate (₹)")).toHaveValue("-5");
  expect(pick(await read.applications({ requirementId: requirement.id }), "proposalNote")).toEqual([
    { proposalNote: "" },
  ]);
});

test("a self-review is refused through its link, and one from the trainer's domain under their name is flagged", async ({
  page,
  browser,
}) => {
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("self");
  const trainerName = `Tara ${word}`;
  await build.trainerProfile({ email: trainerEmail, name: trainerName });

  // The company's address is the trainer's (another spelling of it): its link opens a 403 that says why.
  const self = await build.requirement({
    title: `Self ${word}`,
    company: { email: ` ${trainerEmail.toUpperCase()}`, name: "Acme Buyer" },
  });
  const selfApplication = await build.application({
    requirementId: self.id,
    trainerEmail,
    status: "engaged",
    engagedAt: daysAgo(40),
  });
  const link = await build.reviewLink(selfApplication.id);
  const opened = await page.goto(link.path);
  expect(opened?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText(REVIEW_MESSAGES.selfReview);
  await expect(page.getByRole("button", { name: "Post review" })).toHaveCount(0);
  const posted = await page.request.post(link.path, {
    form: { rating: "5", review: "I am the best." },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(403);
  expect(await read.reviews({ applicationId: selfApplication.id })).toEqual([]);
  expect(pick(await read.reviewLinks({ applicationId: selfApplication.id }), "usedAt")).toEqual([{ usedAt: null }]);

  // The company writes from the trainer's domain under the trainer's name: the review stands, flagged with why.
  const domain = trainerEmail.split("@")[1];
  const colleague = await build.requirement({
    title: `Colleague ${word}`,
    company: { email: `bookings-${word.toLowerCase()}@${domain}`, name: `${word} tara` },
  });
  const colleagueApplication = await build.application({
    requirementId: colleague.id,
    trainerEmail,
    status: "engaged",
  });
  const flaggedText = `Flagged review ${word}`;
  await build.review({ applicationId: colleagueApplication.id, trainerEmail, body: flaggedText });
  const plainText = `Plain review ${word}`;
  const other = await build.requirement({ title: `Other ${word}` });
  const otherApplication = await build.application({ requirementId: other.id, trainerEmail, status: "engaged" });
  await build.review({ applicationId: otherApplication.id, trainerEmail, body: plainText });

  const admin = await otherBrowser(browser);
  await signedInAsAdmin(admin, paths.adminReviews);
  await admin.goto(paths.adminReviews);
  await expect(admin.getByRole("row").filter({ hasText: flaggedText })).toContainText(
    `Possible self-review: the company wrote from the trainer's domain (${domain}) under the trainer's name.`,
  );
  const plainRow = admin.getByRole("row").filter({ hasText: plainText });
  await expect(plainRow).toContainText("No flag");
  await expect(plainRow).not.toContainText("Possible self-review");
  await admin.context().close();
});
