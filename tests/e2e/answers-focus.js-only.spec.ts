import type { Locator, Page } from "@playwright/test";
import { workshopForm } from "~/forms/workshop";
import { paths } from "~/lib/paths";
import { expect, solveCaptcha, test, uniqueEmail, waitForHydration, waitOutTimeTrap } from "../support/fixtures";

/**
 * With JavaScript a refused submit puts the focus on the form's answer, or (the browser's own check) in the first
 * field in error (docs/product.md section 5, "Where answers appear"): on a wide screen too, never under the sticky
 * header bar, wherever the visitor had scrolled to.
 */

async function expectFocusBelowHeader(page: Page) {
  const focused = page.locator(":focus");
  // Polled: the page scrolls smoothly.
  await expect
    .poll(async () => {
      const box = await focused.boundingBox();
      const header = await page.locator(".header-bar").boundingBox();
      return box && header ? box.y - Math.max(0, header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(focused).toBeInViewport({ ratio: 1 });
}

/** The visitor has scrolled on to the button: the form's top is just under the header bar. */
async function scrollFormUnderHeader(form: Locator) {
  await form.evaluate((element) =>
    window.scrollBy({ top: element.getBoundingClientRect().top - 10, behavior: "instant" }),
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.home);
  await waitForHydration(page);
});

test("an invalid workshop submit at 1280 px focuses the first field in error below the sticky header", async ({
  page,
}) => {
  const form = page.locator(`#${workshopForm.id}`);
  await form.getByLabel("Message", { exact: true }).fill("A platform engineer");
  await scrollFormUnderHeader(form.getByLabel("Your Name", { exact: true }));
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: workshopForm.submitLabel }).click();
  await expect(page.locator(":focus")).toHaveAccessibleName("Your Name");
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");
  await expectFocusBelowHeader(page);
});

test("a workshop submit the server refuses at 1280 px focuses the error summary below the sticky header", async ({
  page,
}) => {
  const form = page.locator(`#${workshopForm.id}`);
  await form.getByLabel("Your Name", { exact: true }).fill("Divya S");
  await form.getByLabel("Your Email", { exact: true }).fill(uniqueEmail("focus"));
  await form.getByLabel("Mobile Number", { exact: true }).fill("9845012345");
  await form.getByLabel("Message", { exact: true }).fill("A platform engineer");
  await solveCaptcha(form, "-1");
  await scrollFormUnderHeader(form);
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: workshopForm.submitLabel }).click();
  await expect(page.locator(":focus")).toHaveAccessibleName("There is a problem");
  await expectFocusBelowHeader(page);
});
