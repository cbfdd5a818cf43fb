import type { Page } from "@playwright/test";
import { paths } from "~/lib/paths";
import { expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on /trainer-profile, one form whose sections save on their own:
 * on a phone, a refused Save of the last section shows its error summary at the top of that section, on the first
 * screen the browser shows and below the sticky header, and the title starts with "Error: "; with JavaScript the
 * summary (or the field in error) has the focus.
 */

test.use({ viewport: { width: 360, height: 800 } });

const additional = (page: Page) => page.getByRole("region", { name: "Additional Information" });
const summaryOf = (page: Page) => errorSummary(page, additional(page));

test("signed out, a Save's refusal shows the summary at the top of its section, in view, with an Error title", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(paths.trainerProfile);
  const title = await page.title();
  await additional(page).getByLabel("Notes").fill("Typed before signing in.");
  await additional(page).getByRole("button", { name: "Save Additional Info" }).click();
  const summary = summaryOf(page);
  await expect(summary).toContainText("Please sign in to save your profile. What you typed is kept.");
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(additional(page).getByLabel("Notes")).toHaveValue("Typed before signing in.");
});

test("signed in, a field refused by the server is in the summary, which links to it", async ({ page }, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await signedInAs(page, { email: uniqueEmail("answer-profile"), name: "Ana Answer" }, paths.trainerProfile);
  const title = await page.title();
  const portfolio = additional(page).getByLabel("Portfolio");
  await portfolio.fill("not a web address");
  await additional(page).getByRole("button", { name: "Save Additional Info" }).click();
  if (js) {
    // The browser's own check refuses first: the field shows its error, and the server is not asked.
    await expect(portfolio).toHaveAttribute("aria-invalid", "true");
    await expectInView(page, portfolio);
    return;
  }
  const summary = summaryOf(page);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  const link = summary.getByRole("link", { name: "Please enter a full web address, like https://example.com" });
  await link.click();
  await expect(portfolio).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, portfolio);
});
