import type { Page } from "@playwright/test";
import { ALREADY_DECIDED_MESSAGE } from "~/forms/my-applications";
import { PROPOSAL_LABELS, PROPOSAL_MESSAGES } from "~/forms/proposal";
import { REVIEW_LABELS, REVIEW_MESSAGES } from "~/forms/review";
import { paths } from "~/lib/paths";
import { build, expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";
import { uniqueTag } from "../support/marketplace";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on /my-applications: on a phone a refused "Edit your proposal",
 * reply to a review or Withdraw shows the error summary at the top of its form, on the first screen the browser shows and below
 * the sticky header, with an "Error: " title, its links leading to the fields; with JavaScript the summary has the
 * focus. The server checks both forms, so the summary is the same with and without JavaScript.
 */

test.use({ viewport: { width: 360, height: 800 } });

const summaryIn = (page: Page, formId: string) => errorSummary(page, page.locator(`#${formId}`));

test("Edit your proposal: a refused rate shows the summary in view with a link to the field and an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-proposal");
  const requirement = await build.requirement({ title: `Proposal answers ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail });
  await signedInAs(page, { email: trainerEmail, name: "Priya Proposal" }, paths.myApplications);
  const title = await page.title();
  const formId = `proposal-form-${application.id}`;
  const form = page.locator(`#${formId}`);
  await page.getByText(PROPOSAL_LABELS.edit).click();
  const rate = form.getByLabel(PROPOSAL_LABELS.rate);
  await rate.fill("-5");
  await form.getByLabel(PROPOSAL_LABELS.note).fill("Two days of labs, typed before the refusal.");
  await form.getByRole("button", { name: PROPOSAL_LABELS.save }).click();
  const summary = summaryIn(page, formId);
  await expect(summary).toBeVisible();
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([PROPOSAL_MESSAGES.rate]);
  // Nothing typed is lost.
  await expect(form.getByLabel(PROPOSAL_LABELS.note)).toHaveValue("Two days of labs, typed before the refusal.");
  await summary.getByRole("link", { name: PROPOSAL_MESSAGES.rate }).click();
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, rate);
  if (js) await expect(rate).toBeFocused();
});

test("the reply to a review: a refused reply shows the summary in view with a link to the field and an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-reply");
  const requirement = await build.requirement({ title: `Reply answers ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail, status: "engaged" });
  await build.review({ applicationId: application.id, requirementId: requirement.id, trainerEmail });
  await signedInAs(page, { email: trainerEmail, name: "Ravi Reply" }, paths.myApplications);
  const title = await page.title();
  const formId = `reply-form-${application.id}`;
  const form = page.locator(`#${formId}`);
  const reply = form.getByLabel(REVIEW_LABELS.reply);
  await reply.fill("   ");
  await form.getByRole("button", { name: REVIEW_LABELS.submitReply }).click();
  const summary = summaryIn(page, formId);
  await expect(summary).toBeVisible();
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([REVIEW_MESSAGES.reply]);
  await summary.getByRole("link", { name: REVIEW_MESSAGES.reply }).click();
  await expect(reply).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, reply);
  if (js) await expect(reply).toBeFocused();

  // Corrected, it is published and the title loses its "Error: ".
  await reply.fill("Thank you, it was a good group.");
  await form.getByRole("button", { name: REVIEW_LABELS.submitReply }).click();
  await expect(page.getByText(REVIEW_MESSAGES.replied)).toBeVisible();
  await expect(page).toHaveTitle(title);
});

test("Withdraw: refused once the company decided, the summary is at the application's row, in view, with an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-withdraw");
  const requirement = await build.requirement({ title: `Withdraw answers ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail });
  // Newer applications above it push its row below the first screen.
  for (const n of [1, 2, 3]) {
    const newer = await build.requirement({ title: `Newer ${n} ${word}` });
    await build.application({ requirementId: newer.id, trainerEmail });
  }
  await signedInAs(page, { email: trainerEmail, name: "Wanda Withdraw" }, paths.myApplications);
  const title = await page.title();
  // The company decides while the page is open.
  await build.update.application(application.id, { status: "shortlisted" });
  await page.getByRole("button", { name: `Withdraw your application to Withdraw answers ${word}` }).click();
  const summary = summaryIn(page, `withdraw-form-${application.id}`);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(ALREADY_DECIDED_MESSAGE);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  // The row shows the application as it is now (with JavaScript too): Shortlisted, so no Withdraw any more.
  await expect(page.getByRole("button", { name: `Withdraw your application to Withdraw answers ${word}` })).toHaveCount(
    0,
  );
});

test("Edit your proposal, refused because the company decided meanwhile: the summary says so and the typed note stays", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-proposal-decided");
  const requirement = await build.requirement({ title: `Decided proposal ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail });
  await signedInAs(page, { email: trainerEmail, name: "Dev Decided" }, paths.myApplications);
  const title = await page.title();
  const formId = `proposal-form-${application.id}`;
  const form = page.locator(`#${formId}`);
  await page.getByText(PROPOSAL_LABELS.edit).click();
  await form.getByLabel(PROPOSAL_LABELS.note).fill("A note typed while the company was deciding.");
  // The company decides while the trainer types.
  await build.update.application(application.id, { status: "shortlisted" });
  await form.getByRole("button", { name: PROPOSAL_LABELS.save }).click();
  const summary = summaryIn(page, formId);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(PROPOSAL_MESSAGES.notSent);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(form.getByLabel(PROPOSAL_LABELS.note)).toHaveValue("A note typed while the company was deciding.");
});
