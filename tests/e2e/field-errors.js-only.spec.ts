import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail, waitForHydration, waitOutTimeTrap } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * A field's error shows once the person typed in it (and left it) or pressed submit, never because the focus
 * passed through it: tabbing through an empty form leaves every field unmarked. Without JavaScript errors
 * come only from a submit, so this is about the browser's live validation.
 */
async function tabThrough(page: Page, first: Locator, presses: number) {
  await first.focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press("Tab");
}

const invalidFields = (form: Locator) => form.locator('[aria-invalid="true"]');

test("tabbing through the empty contact form marks no field; typing in one and leaving it shows its error", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.locator("#contact-form");
  await tabThrough(page, form.getByLabel("Your Name", { exact: true }), 6);
  await expect(invalidFields(form)).toHaveCount(0);
  await expect(form.getByText("Please enter your name", { exact: true })).toHaveCount(0);
  await expect(form.getByText("Please provide your email", { exact: true })).toHaveCount(0);

  await form.getByLabel("Your Name", { exact: true }).fill("Ra");
  await page.keyboard.press("Tab");
  await expect(form.getByText("Name must be at least 3 characters", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Your Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Your Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  // Then as you type.
  await form.getByLabel("Your Name", { exact: true }).fill("Ravi");
  await expect(form.getByText("Name must be at least 3 characters", { exact: true })).toHaveCount(0);

  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please provide your email", { exact: true })).toBeVisible();
  await expect(form.getByText("Please enter your subject", { exact: true })).toBeVisible();
});

test("tabbing through the trainer profile marks no field; a negative charge typed and left shows its error", async ({
  page,
}) => {
  await signedInAs(page, { email: uniqueEmail("tabbing"), name: "Tara Tab" }, paths.trainerProfile);
  await waitForHydration(page);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  // The Full Name starts from the signed-in name; every other field is empty.
  await expect(basic.getByLabel("Full Name")).toHaveValue("Tara Tab");
  await tabThrough(page, basic.getByLabel("Full Name"), 8);
  await expect(invalidFields(page.getByRole("main"))).toHaveCount(0);
  await expect(basic.getByText("Please enter your full name", { exact: true })).toHaveCount(0);
  await expect(basic.getByText("Please enter your per day charge", { exact: true })).toHaveCount(0);

  await basic.getByLabel("Per Day Charge (₹)").fill("-1");
  await page.keyboard.press("Tab");
  await expect(basic.getByText("Per day charge cannot be negative", { exact: true })).toBeVisible();
  await expect(basic.getByText("Please enter your full name", { exact: true })).toHaveCount(0);
});
