import type { Locator, Page } from "@playwright/test";
import { INVITE_MESSAGES } from "~/forms/invite-trainer";
import { LABELS, MESSAGES } from "~/forms/manage-requirement";
import { paths } from "~/lib/paths";
import { build, expect, test } from "../support/fixtures";
import { directoryTrainer, manageLinkTo } from "../support/directory";
import { expectInView, errorSummary } from "../support/in-view";
import { publishedRequirement, uniqueWord } from "../support/marketplace";

/**
 * Where answers appear (docs/product.md section 5) on the company's manage page and its invite page: on a phone a
 * refused button shows the error summary where its answer always shows (the card or panel of the button pressed, the
 * top of the invite page), on the first screen the browser shows and below the sticky header, with an "Error: "
 * title; with JavaScript the summary has the focus. An accepted one keeps its note there, in view too.
 */

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 60_000 });

const summaryIn = (page: Page, place: Locator) => errorSummary(page, place);

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

test("Delete without the tick: the summary is in the actions panel, in view, with an Error title", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const posted = await publishedRequirement(`Manage answers ${uniqueWord()}`, "Ansible for a platform team");
  await page.goto(await manageLinkTo(posted.id));
  const title = await page.title();
  const panel = page.getByRole("region", { name: "Your requirement on the board" });
  await panel.getByRole("button", { name: LABELS.delete }).click();
  const summary = summaryIn(page, panel);
  await expect(summary).toContainText(MESSAGES.confirmDelete);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();

  // Close, accepted: its note is in the panel, in view, and the title has no "Error: ".
  await panel.getByRole("button", { name: LABELS.close }).click();
  const note = panel.getByRole("status").filter({ hasText: MESSAGES.closed });
  await expect(note).toBeVisible();
  await expectInView(page, note);
  await expect(page).toHaveTitle(title);
});

test("Shortlist a trainer who withdrew meanwhile: the card is gone, the summary is in the actions panel, in view, with an Error title", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const posted = await publishedRequirement(`Card answers ${uniqueWord()}`, "Terraform for a platform team");
  const first = await directoryTrainer(`Asha ${capitalised(uniqueWord())}`);
  const second = await directoryTrainer(`Ravi ${capitalised(uniqueWord())}`);
  await build.application({ requirementId: posted.id, trainerEmail: first.email });
  const { id } = await build.application({ requirementId: posted.id, trainerEmail: second.email });
  await page.goto(await manageLinkTo(posted.id));
  const title = await page.title();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: second.name }) });
  await build.update.application(id, { status: "withdrawn" });
  await card.getByRole("button", { name: LABELS.shortlist }).click();
  // The page comes back as it is now, with JavaScript too: without the card (a withdrawn trainer is not listed), so
  // the answer is in the actions panel, at the place the button posted to.
  const summary = summaryIn(page, page.getByRole("region", { name: "Your requirement on the board" }));
  await expect(summary).toContainText(MESSAGES.unknownApplicant);
  await expect(card).toHaveCount(0);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
});

test("Invite a trainer who left the directory meanwhile: the summary is at the top of the invite page, in view", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const word = uniqueWord();
  const trainers = [];
  for (const name of ["Ilsa", "Ivo", "Iqbal"]) trainers.push(await directoryTrainer(`${name} ${capitalised(word)}`));
  const posted = await publishedRequirement(`Invite answers ${word}`, "Terraform for a platform team");
  const token = (await manageLinkTo(posted.id)).split("/").pop()!;
  await page.goto(paths.requirementInvite(token, { q: word }));
  const title = await page.title();
  // The last card, off the first screen: the answer is not beside it but at the top of the page's content.
  const leaving = trainers[2]!;
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: leaving.name }) });
  await build.update.trainerProfile(leaving.email, { listedInDirectory: false });
  await card.getByRole("button", { name: "Invite" }).click();
  const summary = summaryIn(page, page.getByRole("main"));
  await expect(summary).toContainText(INVITE_MESSAGES["unknown-trainer"](""));
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();

  // An accepted invitation: its note is in view, and the title has no "Error: ".
  const staying = trainers[1]!;
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: staying.name }) })
    .getByRole("button", { name: "Invite" })
    .click();
  const note = page.getByRole("status").filter({ hasText: `${staying.name} is invited` });
  await expect(note).toBeVisible();
  await expectInView(page, note);
  await expect(page).toHaveTitle(title);
});
