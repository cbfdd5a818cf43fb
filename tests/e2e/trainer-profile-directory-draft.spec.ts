import type { Page } from "@playwright/test";
import { build, expect, read, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * Nothing typed is lost (docs/product.md; decision record 0060), the directory settings included: a headline typed
 * and a box ticked but not saved come back after another section's Save, marked "Not saved yet" and named in the
 * note about the draft, until the directory settings are saved. JS on and off.
 */

test.describe.configure({ timeout: 90_000 });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const region = (page: Page, title: string) => page.getByRole("region", { name: title });
const note = (page: Page) => page.getByRole("note").filter({ hasText: "Taken over from your unsaved draft" });
const HEADLINE = "Headline on your public page (optional)";
const SHOW_RATE = "Show my per-day charge on my public page";

test("a headline and a box typed in the directory settings survive another section's Save", async ({ page }) => {
  const email = uniqueEmail("directory-draft");
  await build.trainerProfile({ email, name: "Hema Headline", perDayCharge: 9000, notes: "Saved notes." });
  await signedInAs(page, { email, name: "Hema Headline" }, paths.trainerProfile);
  if (jsOn()) await waitForHydration(page);
  const directory = region(page, "Trainer directory");
  const basic = region(page, "Basic Profile Information");
  await expect(directory.getByText("Not saved yet")).toHaveCount(0);

  await directory.getByLabel(HEADLINE).fill("Azure landing zones for finance teams");
  await directory.getByLabel(SHOW_RATE).check();
  await expect(directory.getByText("Not saved yet")).toBeVisible({ visible: jsOn() });
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();

  const kept = async () => {
    await expect(directory.getByLabel(HEADLINE)).toHaveValue("Azure landing zones for finance teams");
    await expect(directory.getByLabel(SHOW_RATE)).toBeChecked();
    await expect(directory.getByLabel("Show my profile to companies")).not.toBeChecked();
    await expect(directory.getByText("Not saved yet")).toBeVisible();
    await expect(directory.getByRole("button", { name: "Save directory settings" })).toHaveAccessibleDescription(
      "Not saved yet",
    );
    await expect(note(page)).toHaveText(
      `Taken over from your unsaved draft: ${SHOW_RATE}, ${HEADLINE}. Save their sections to keep them.`,
    );
  };
  await kept();
  // Only Basic was saved: the directory settings are not.
  expect(await read.trainerProfile(email)).toMatchObject({ headline: "", showRate: false });
  // The draft is the browser's: a new visit shows it again.
  await page.goto(paths.trainerProfile);
  if (jsOn()) await waitForHydration(page);
  await kept();
  await expect(region(page, "Additional Information").getByLabel("Notes")).toHaveValue("Saved notes.");

  // Saved, the settings hold no draft: nothing is marked, and the page shows what is stored.
  await directory.getByRole("button", { name: "Save directory settings" }).click();
  await expect(directory.getByText("Your profile is not shown to companies")).toBeVisible();
  expect(await read.trainerProfile(email)).toMatchObject({
    headline: "Azure landing zones for finance teams",
    showRate: true,
  });
  await expect(directory.getByText("Not saved yet")).toHaveCount(0);
  await expect(note(page)).toHaveCount(0);
  await page.goto(paths.trainerProfile);
  await expect(directory.getByLabel(HEADLINE)).toHaveValue("Azure landing zones for finance teams");
  await expect(directory.getByLabel(SHOW_RATE)).toBeChecked();
  await expect(directory.getByText("Not saved yet")).toHaveCount(0);
});
