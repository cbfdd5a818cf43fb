import type { Page } from "@playwright/test";
import { expect, solveCaptcha, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

// Only the submitting form's button shows its pending label. Pending labels exist only with
// JavaScript (without it the browser shows its own progress), so this runs in the `js` project only.

/**
 * Holds the page's fetches to `path` (Remix submits forms with fetch) until the returned release is called, so
 * that a submission stays pending. Done in the page rather than with page.route, which would also hold the
 * browser's own bookkeeping of the request.
 */
async function holdRequests(page: Page, path: string) {
  // Wait for hydration first: before it, a click submits the plain HTML form and leaves the page.
  await expect
    .poll(() =>
      page
        .locator("form")
        .first()
        .evaluate((form) => Object.keys(form).some((k) => k.startsWith("__react"))),
    )
    .toBe(true);
  await page.evaluate((held) => {
    const gate = new Promise<void>((resolve) => Object.assign(window, { releaseHeld: resolve }));
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith(held)) await gate;
      return original(input, init);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { releaseHeld: () => void }).releaseHeld());
}

test("another form submitting on the page leaves the contact form's button alone", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("pending"), name: "Pending Tester" }, paths.contact);
  await page.goto(paths.contact);
  const contact = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();

  const release = await holdRequests(page, paths.signOut);
  const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
  await signOut.click({ noWaitAfter: true });
  // The sign-out is under way (held above, as the progress bar shows); the contact form must not read "Sending...".
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Sending..." })).toHaveCount(0);
  await release();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("the submitting form's own button shows its pending label, and only that one", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("pending"), name: "Pending Tester" }, paths.contact);
  await page.goto(paths.contact);
  const contact = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  const values = { "Your Name": "Pending Tester", "Your Email": uniqueEmail("pending"), "Mobile Number": "9845012345" };
  for (const [label, value] of Object.entries({ ...values, "Your Subject": "Batch dates", "Your Message": "When?" }))
    await contact.getByLabel(label, { exact: true }).fill(value);
  await solveCaptcha(contact);
  const release = await holdRequests(page, paths.contact);
  await contact.getByRole("button", { name: "Send Message" }).click({ noWaitAfter: true });
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeEnabled();
  await release();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});
