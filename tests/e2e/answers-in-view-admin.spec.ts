import type { Page } from "@playwright/test";
import { REQUIREMENT_EDIT_INCOMPLETE } from "~/forms/requirement-edit";
import { paths } from "~/lib/paths";
import { dayFromNow, daysAgo } from "../support/builders";
import { build, expect, read, test } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";
import { uniqueTag } from "../support/marketplace";
import { signedInAsAdmin } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) in the back office, on a phone, with JavaScript and without: a row
 * action far down a list answers at its row, on the screen the browser shows, below the sticky header (with
 * JavaScript the note has the focus); one whose row left the list answers at the top of the page under the same id;
 * a refused form keeps what was typed and shows the error summary at its top, in view, with an "Error: " title. The
 * answers' ids (`{place}-answer`) are spelled out here as app/forms/admin-answer.ts names them.
 */

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 60_000 });

const js = () => test.info().project.use.javaScriptEnabled !== false;

/** A pending requirement posted long ago, below `fillers` newer ones of this test's own: far down the Pending tab. */
async function farPendingRequirement(tag: string, fillers = 6) {
  const title = `Far row ${tag}`;
  const requirement = await build.requirement({
    title,
    details: "Original details.",
    status: "pending",
    company: null,
    postedAt: daysAgo(400),
  });
  for (let index = 0; index < fillers; index += 1) {
    await build.requirement({ title: `Filler ${tag} ${index}`, status: "pending", company: null });
  }
  return { ...requirement, title };
}

const articleOf = (page: Page, id: number) =>
  page.getByRole("article").filter({ has: page.locator(`#requirement-${id}-title`) });

async function expectFarDown(page: Page, place: ReturnType<Page["locator"]>) {
  const box = await place.boundingBox();
  expect(box?.y ?? 0, "the row starts below the first screen").toBeGreaterThan(800);
}

test("a row action far down the list answers at its row, in view, at the answer's fragment", async ({ page }) => {
  const tag = uniqueTag();
  const requirement = await farPendingRequirement(tag);
  await build.manageLink(requirement.id);
  await signedInAsAdmin(page);
  await page.goto(paths.adminRequirements());
  const title = await page.title();
  const article = articleOf(page, requirement.id);
  await expectFarDown(page, article);
  await article.getByRole("button", { name: "Revoke manage links" }).click();
  const note = article.getByRole("status").filter({ hasText: "1 manage link revoked." });
  await expect(note).toBeVisible();
  await expectInView(page, note);
  await expect(page).toHaveURL(new RegExp(`#requirement-${requirement.id}-answer$`));
  await expect(page).toHaveTitle(title);
  if (js()) await expect(note).toBeFocused();
  // Inline: no banner at the top of the page says it again.
  await expect(page.getByText("1 manage link revoked.")).toHaveCount(1);
});

test("Retry far down the outbox answers in the mail's row, in view", async ({ page }) => {
  const tag = uniqueTag();
  const mail = await build.outboxMail({
    subject: `Failed ${tag}`,
    status: "failed",
    attempts: 6,
    lastError: "connect ECONNREFUSED 127.0.0.1:25",
  });
  for (let index = 0; index < 6; index += 1) {
    await build.outboxMail({ subject: `Sent ${tag} ${index}`, status: "sent", sentAt: new Date() });
  }
  await signedInAsAdmin(page);
  await page.goto(paths.adminOutbox);
  const row = page.getByRole("row").filter({ hasText: `Failed ${tag}` });
  await expectFarDown(page, row);
  await row.getByRole("button", { name: "Retry" }).click();
  const note = row.getByRole("status").filter({ hasText: "The mail is queued for a new attempt." });
  await expect(note).toBeVisible();
  await expectInView(page, note);
  await expect(page).toHaveURL(new RegExp(`#mail-${mail.id}-answer$`));
  if (js()) await expect(note).toBeFocused();
});

test("Publish from Pending: the row leaves the tab, and its note is at the top of the page, in view", async ({
  page,
}) => {
  const tag = uniqueTag();
  const requirement = await farPendingRequirement(tag);
  await signedInAsAdmin(page);
  await page.goto(paths.adminRequirements());
  const article = articleOf(page, requirement.id);
  await expectFarDown(page, article);
  await article.getByRole("button", { name: "Publish" }).click();
  const note = page.getByRole("status").filter({ hasText: "Requirement published on the board." });
  await expect(note).toBeVisible();
  await expect(articleOf(page, requirement.id)).toHaveCount(0);
  await expectInView(page, note);
  await expect(note).toHaveAttribute("id", `requirement-${requirement.id}-answer`);
  await expect(page).toHaveURL(new RegExp(`#requirement-${requirement.id}-answer$`));
  if (js()) await expect(note).toBeFocused();
  expect((await read.requirement(requirement.id))?.status).toBe("published");
});

test("a refused requirement edit keeps what was typed, with the summary at the form, in view, and an Error title", async ({
  page,
}) => {
  const tag = uniqueTag();
  const requirement = await farPendingRequirement(tag);
  await signedInAsAdmin(page);
  await page.goto(paths.adminRequirements());
  const title = await page.title();
  const article = articleOf(page, requirement.id);
  await expectFarDown(page, article);
  await article.getByLabel("Topic").fill(`Typed topic ${tag}`);
  await article.getByLabel("Title").fill(`Typed title ${tag}`);
  // Spaces pass the browser's `required` check; the server trims them away and refuses the edit.
  await article.getByLabel("Details").fill("   ");
  await article.getByRole("button", { name: "Save" }).click();
  const summary = errorSummary(page, article);
  await expect(summary).toContainText(REQUIREMENT_EDIT_INCOMPLETE);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  await expect(article.getByLabel("Topic")).toHaveValue(`Typed topic ${tag}`);
  await expect(article.getByLabel("Title")).toHaveValue(`Typed title ${tag}`);
  await expect(article.getByLabel("Details")).toHaveAttribute("aria-invalid", "true");
  if (js()) {
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: REQUIREMENT_EDIT_INCOMPLETE }).click();
    await expect(article.getByLabel("Details")).toBeFocused();
  }
  const row = await read.requirement(requirement.id);
  expect(row?.topic).toBe("Cloud");
  expect(row?.trainingTopicName).toBe(requirement.title);
  expect(row?.details).toBe("Original details.");

  // Accepted: the page opens at the form's answer, the note there, in view; the title has no "Error: ".
  await article.getByLabel("Details").fill("Three days of labs.");
  await article.getByRole("button", { name: "Save" }).click();
  const note = article.getByRole("status").filter({ hasText: "Requirement saved." });
  await expect(note).toBeVisible();
  await expectInView(page, note);
  await expect(page).toHaveURL(new RegExp(`#requirement-edit-${requirement.id}-answer$`));
  await expect(page).toHaveTitle(title);
  expect((await read.requirement(requirement.id))?.trainingTopicName).toBe(`Typed title ${tag}`);
});

test("a refused batch keeps what was typed, with the summary at the top of its form, in view", async ({ page }) => {
  // A course of this test's own, archived, so that the public catalogue the other tests read never lists it.
  const slug = `answers-${uniqueTag()}`;
  const course = await build.course({ slug, archivedAt: new Date() });
  for (let index = 0; index < 4; index += 1) await build.batch({ course: slug, startsOn: dayFromNow(40 + index) });
  await signedInAsAdmin(page);
  await page.goto(paths.adminCourse(course.id));
  const title = await page.title();
  const form = page.locator("#batch-new");
  await expectFarDown(page, form);
  const firstDay = dayFromNow(90);
  await form.getByLabel("First day").fill(firstDay);
  await form.getByLabel("Last day").fill(firstDay);
  await form.getByLabel("Sat").check();
  await form.getByLabel("Seats").fill("0");
  await form.getByRole("button", { name: "Add the batch" }).click();
  const summary = errorSummary(page, form);
  await expect(summary).toContainText("A whole number from 1 to 1000");
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  await expect(form.getByLabel("First day")).toHaveValue(firstDay);
  await expect(form.getByLabel("Sat")).toBeChecked();
  await expect(form.getByLabel("Seats")).toHaveValue("0");
  await expect(form.getByLabel("Seats")).toHaveAttribute("aria-invalid", "true");
  if (js()) await expect(summary).toBeFocused();
  expect(await read.batches({ courseId: course.id, startsOn: firstDay })).toHaveLength(0);

  // The course's details: a title emptied is refused at the top of that form, the other fields kept.
  const details = page.locator("#course");
  await details.getByLabel("Title").fill("");
  await details.getByLabel("Trainer").fill(`Typed trainer ${slug}`.slice(0, 80));
  await details.getByRole("button", { name: "Save the course" }).click();
  const detailsSummary = errorSummary(page, details);
  await expect(detailsSummary).toContainText("Please enter the title");
  await expectInView(page, detailsSummary);
  await expect(details.getByLabel("Trainer")).toHaveValue(`Typed trainer ${slug}`.slice(0, 80));
  await expect(page).toHaveTitle(/^Error: /);
});
