import type { Locator } from "@playwright/test";
import { contactForm } from "~/forms/contact";
import type { EnquiryFormContract } from "~/forms/enquiry";
import { enrollmentForm } from "~/forms/enrollment";
import { requirementForm } from "~/forms/requirement";
import { workshopForm } from "~/forms/workshop";
import { paths } from "~/lib/paths";
import { expect, solveCaptcha, test, uniqueEmail, waitOutTimeTrap } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";

/**
 * Where answers appear (docs/product.md section 5): after a refused and after an accepted submit of each enquiry
 * form, on a phone, the error summary or the thank-you is on the first screen the browser shows, below the sticky
 * header, and a refusal's title starts with "Error: "; with JavaScript the answer (or the field in error) has the
 * focus.
 */

const forms: { form: EnquiryFormContract; path: string }[] = [
  { form: contactForm, path: paths.contact },
  { form: enrollmentForm, path: paths.courseEnroll("Docker Essentials") },
  { form: requirementForm, path: paths.postRequirement },
  { form: workshopForm, path: paths.home },
];

const valid: Record<string, string> = {
  name: "Asha Rao",
  phone: "9845012345",
  subject: "Azure batch for twelve",
  delivery_location: "Pune",
  description: "Three days for twelve engineers, in March.",
};

async function fillValid(form: Locator, contract: EnquiryFormContract, email: string) {
  for (const field of contract.fields) {
    const value = field.name === "email" ? email : valid[field.name];
    if (value !== undefined) await form.getByLabel(field.label, { exact: true }).fill(value);
  }
}

test.use({ viewport: { width: 360, height: 800 } });

for (const { form: contract, path } of forms) {
  test.describe(`the ${contract.formName} form`, () => {
    test("a refused submit shows the error summary in view, with its links and an Error title", async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.use.javaScriptEnabled !== false;
      await page.goto(path);
      const form = page.locator(`#${contract.id}`);
      const title = await page.title();
      if (js) {
        // The browser's own check: the first field in error takes the focus, below the header.
        await waitOutTimeTrap(page);
        await form.getByRole("button", { name: contract.submitLabel }).click();
        const focused = page.locator(":focus");
        await expect(focused).toHaveAttribute("aria-invalid", "true");
        await expectInView(page, focused);
        // The server's refusal (a wrong captcha, all else valid) answers with the summary, which takes the focus.
        await fillValid(form, contract, uniqueEmail("answer"));
        await solveCaptcha(form, "-1");
      }
      await waitOutTimeTrap(page);
      await form.getByRole("button", { name: contract.submitLabel }).click();
      const summary = errorSummary(page, form);
      await expect(summary).toBeVisible();
      await expectInView(page, summary);
      await expect(page).toHaveTitle(`Error: ${title}`);
      if (js) await expect(summary).toBeFocused();
      // Each error links to its field.
      const first = summary.getByRole("link").first();
      const target = (await first.getAttribute("href"))!;
      expect(target).toMatch(/^#/);
      await expect(form.locator(target)).toHaveAttribute("aria-invalid", "true");
      await first.click();
      await expectInView(page, form.locator(target));
      if (js) await expect(form.locator(target)).toBeFocused();
    });

    test("an accepted submit shows the thank-you in view", async ({ page }, testInfo) => {
      const js = testInfo.project.use.javaScriptEnabled !== false;
      await page.goto(path);
      const form = page.locator(`#${contract.id}`);
      const title = await page.title();
      await fillValid(form, contract, uniqueEmail("answer"));
      await solveCaptcha(form);
      await waitOutTimeTrap(page);
      await form.getByRole("button", { name: contract.submitLabel }).click();
      const thanks = form.getByRole("status").filter({ hasText: "Thank you, Asha Rao!" });
      await expect(thanks).toBeVisible();
      await expectInView(page, thanks);
      await expect(page).toHaveTitle(title);
      if (js) await expect(thanks).toBeFocused();
    });
  });
}
