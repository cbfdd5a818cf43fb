import { REVIEW_MESSAGES } from "~/forms/review";
import { CONFIRM_NEEDED_MESSAGE } from "~/forms/delete-profile";
import { paths } from "~/lib/paths";
import { build, expect, test, uniqueEmail } from "../support/fixtures";
import { uniqueTag } from "../support/marketplace";
import { expectInView } from "../support/in-view";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on the forms beyond the enquiries: the company's review form and
 * the profile's delete confirmation. On a phone a refused submit shows the error summary at the top of the form, on
 * the first screen the browser shows and below the sticky header, with an "Error: " title; with JavaScript the
 * summary has the focus; an accepted one shows its message in view.
 */

test.use({ viewport: { width: 360, height: 800 } });

async function openReviewLink(): Promise<string> {
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-review");
  await build.trainerProfile({ email: trainerEmail, name: `Rita ${word}` });
  const requirement = await build.requirement({ title: `Answers ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail, status: "engaged" });
  return (await build.reviewLink(application.id)).path;
}

test("the review form: a refused submit shows the summary in view with links to its fields and an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(await openReviewLink());
  const title = await page.title();
  const form = page.locator("#review-form");
  await form.getByLabel("Your review").fill("   ");
  await form.getByRole("button", { name: "Post review" }).click();
  const summary = form.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeVisible();
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([REVIEW_MESSAGES.rating, REVIEW_MESSAGES.text]);
  await summary.getByRole("link", { name: REVIEW_MESSAGES.text }).click();
  const text = form.getByLabel("Your review");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, text);
  if (js) await expect(text).toBeFocused();

  // Corrected, it is accepted: the thanks is on the first screen of the page it lands on, the title without "Error".
  await form.getByLabel("4 stars").check();
  await text.fill("Clear labs and patient answers.");
  await form.getByRole("button", { name: "Post review" }).click();
  const thanks = page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.thanks });
  await expect(thanks).toBeVisible();
  await expectInView(page, thanks);
  await expect(page).not.toHaveTitle(/^Error: /);
});

test("the delete confirmation: a refused POST answers with the summary at the form and an Error title", async ({
  page,
}) => {
  await signedInAs(page, { email: uniqueEmail("answer-delete"), name: "Dee Answer" }, paths.trainerProfileDelete);
  const refused = await page.request.post(paths.trainerProfileDelete, {
    form: { confirm: "no" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toMatch(/<title>Error: Delete my profile \| /);
  // Without JavaScript the browser opens the answer at the form (its action's fragment), where the summary says why.
  expect(html).toContain(`action="${paths.trainerProfileDelete}#delete-profile"`);
  expect(html).toContain('id="delete-profile-answer"');
  expect(html).toContain(`<li>${CONFIRM_NEEDED_MESSAGE}</li>`);
});
