import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { HYDRATED_PAGES } from "../support/hydrated-pages";
import { paths } from "~/lib/paths";

/**
 * No page breaks its own Content-Security-Policy: classic zod probed for `new Function` when a form's
 * schema was built, which the browser reports as a violation (Lighthouse best-practices 96) even though zod caught
 * it. Every page that loads JavaScript is opened, hydrated, and its form validated in the browser; the violations
 * the document reports are collected from the first byte on.
 */

async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

for (const path of HYDRATED_PAGES) {
  test(`${path} loads and runs its scripts without a CSP violation`, async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
}

test("the contact form validates in the browser, with the spec's message, without a CSP violation", async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto(paths.contact);
  await waitForHydration(page);
  const form = page.locator("#contact-form");
  await form.getByLabel("Your Name", { exact: true }).fill("Ra");
  await form.getByLabel("Your Email", { exact: true }).focus();
  await expect(form.getByText("Name must be at least 3 characters", { exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});
