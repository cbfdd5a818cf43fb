import { DIRECTORY_LABELS, DIRECTORY_MESSAGES, HEADLINE_MAX } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { build, expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on the profile's directory settings: on a phone a refused Save
 * directory settings shows the error summary at the top of the "Trainer directory" section, where its redirect lands,
 * on the first screen the browser shows and below the sticky header, with an "Error: " title; with JavaScript the
 * summary has the focus. The status line beside Save is kept.
 */

test.use({ viewport: { width: 360, height: 800 } });

test("Save directory settings without a saved profile: the summary is at the top of the section, in view, with an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await signedInAs(page, { email: uniqueEmail("answer-directory"), name: "Dina Directory" }, paths.trainerProfile);
  const title = await page.title();
  const section = page.getByRole("region", { name: "Trainer directory" });
  await section.getByLabel(DIRECTORY_LABELS.listed).check();
  await section.getByRole("button", { name: DIRECTORY_LABELS.save }).click();
  const summary = errorSummary(page, section);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(DIRECTORY_MESSAGES.needsProfile);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  // The status line beside Save is kept.
  await expect(section.locator(".profile-section__footer")).toContainText(DIRECTORY_MESSAGES.needsProfile);
});

test("a headline over the limit: the summary links to the headline field", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("answer-headline");
  await build.trainerProfile({ email, name: "Hari Headline", skills: ["Terraform"] });
  await signedInAs(page, { email, name: "Hari Headline" }, paths.trainerProfile);
  const title = await page.title();
  const section = page.getByRole("region", { name: "Trainer directory" });
  const headline = section.getByLabel(DIRECTORY_LABELS.headline);
  // The browser keeps to the limit; a hand-made post does not.
  await headline.evaluate((input) => input.removeAttribute("maxlength"));
  await headline.fill("x".repeat(HEADLINE_MAX + 1));
  await section.getByRole("button", { name: DIRECTORY_LABELS.save }).click();
  const summary = errorSummary(page, section);
  await expect(summary.getByRole("link")).toHaveText([DIRECTORY_MESSAGES.headlineTooLong]);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await summary.getByRole("link").click();
  const field = section.getByLabel(DIRECTORY_LABELS.headline);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, field);
  if (js) await expect(field).toBeFocused();
});
