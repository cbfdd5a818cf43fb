import type { Page } from "@playwright/test";
import { paths } from "~/lib/paths";
import { expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";

/**
 * Where answers appear (docs/product.md section 5) on the local sign-in, on a phone: a refused sign-in shows the
 * error summary at the top of the form, in view below the sticky header, each error a link to its field, and the
 * title starts with "Error: "; with JavaScript the browser's own check refuses first and shows the same summary.
 */

test.use({ viewport: { width: 360, height: 800 } });

async function refusedSignIn(page: Page, js: boolean) {
  await page.goto(paths.authLocal());
  const title = await page.title();
  const form = page.locator("#local-sign-in");
  await form.getByLabel("Your Name").fill("Lata Local");
  await form.getByLabel("Email Address").fill("not an address");
  await form.getByRole("button", { name: "Sign in locally" }).click();
  const summary = errorSummary(page, form);
  await expect(summary).toBeVisible();
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  const link = summary.getByRole("link");
  await expect(link).toHaveCount(1);
  await link.click();
  const email = form.getByLabel("Email Address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, email);
  if (js) await expect(email).toBeFocused();
  // Corrected, the sign-in goes through.
  await email.fill(uniqueEmail("local-answer"));
  await form.getByRole("button", { name: "Sign in locally" }).click();
  await expect(page).not.toHaveURL(/\/auth\/local/);
  await expect(page).not.toHaveTitle(/^Error: /);
}

test("with JavaScript, a refused local sign-in shows the summary in view, with an Error title", async ({ page }) => {
  await refusedSignIn(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a refused local sign-in shows the summary in view, with an Error title", async ({ page }) => {
    await refusedSignIn(page, false);
  });
});
