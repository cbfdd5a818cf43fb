import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail, vendorRatingForm, waitForHydration } from "../support/fixtures";
import { paths } from "~/lib/paths";

/**
 * Nothing typed is lost across the local sign-in (docs/product.md section 1, decision record 0038): the rating
 * form's own Sign In keeps what was typed, opens the local sign-in page and comes back to the form, filled. The
 * Google path is tests/e2e/form-drafts.spec.ts.
 */

async function typeSignInAndCheck(page: Page, jsOn: boolean) {
  await page.goto(paths.vendorsRating());
  if (jsOn) await waitForHydration(page);
  const form = vendorRatingForm(page);
  await form.getByLabel("Vendor Name").fill("Localwise Training");
  await form.getByLabel("Website").fill("https://localwise.example");
  await form.getByLabel("Description").fill("Typed before the local sign-in.");
  await page
    .getByRole("complementary", { name: "Provide Vendor Rating" })
    .getByRole("button", { name: "Sign In", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("Your Name").fill("Lata Local");
  await page.getByLabel("Email Address").fill(uniqueEmail("local-draft"));
  await page.getByRole("button", { name: "Sign in locally" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  // "#top": the sign-in form's own fragment (its answer's place) is not carried to the page it returns to.
  await expect(page).toHaveURL(/\/vendors-rating#top$/);
  await expect(form.getByLabel("Vendor Name")).toHaveValue("Localwise Training");
  await expect(form.getByLabel("Website")).toHaveValue("https://localwise.example");
  await expect(form.getByLabel("Description")).toHaveValue("Typed before the local sign-in.");
}

test("with JavaScript, the rating typed before the local sign-in is there after it", async ({ page }) => {
  await typeSignInAndCheck(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the rating typed before the local sign-in is there after it", async ({ page }) => {
    await typeSignInAndCheck(page, false);
  });
});
