import type { Page } from "@playwright/test";
import { build, expect, nextIdentity, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { paths } from "~/lib/paths";
import { checkboxGroup, ticked, tickOnly } from "../support/checkbox-group";

/**
 * Saved beats untouched, and what a draft does replace is said (docs/product.md, "Nothing typed is lost"; decision
 * record 0060): fields typed signed out and carried across the header's Sign In are shown over the saved profile,
 * and a note above the form names them by their labels; what nobody typed shows as saved. JS on and off.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const note = (page: Page) => page.getByRole("note").filter({ hasText: "Taken over from your unsaved draft" });

test("after a sign-in carrying typed values, the note names the fields taken over from the draft", async ({ page }) => {
  const email = uniqueEmail("taken-over");
  await build.trainerProfile({
    email,
    name: "Tanu Taken",
    mobileNumbers: ["9845012377"],
    perDayCharge: 7000,
    languagesSpoken: ["English", "Hindi"],
    industryExpertise: ["IT", "Finance"],
    notes: "Saved notes.",
  });
  await nextIdentity(page, { email, name: "Tanu Taken" });
  await page.goto(paths.trainerProfile);
  if (jsOn()) await waitForHydration(page);
  await expect(note(page)).toHaveCount(0);
  const basic = section(page, "Basic Profile Information");
  const professional = section(page, "Professional & Availability");
  await basic.getByLabel("Mobile number", { exact: true }).fill("9812345671");
  await tickOnly(checkboxGroup(professional, "Languages Spoken"), ["Tamil"]);
  await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  if (jsOn()) await waitForHydration(page);

  await expect(note(page)).toHaveText(
    "Taken over from your unsaved draft: Mobile Numbers, Languages Spoken. Save their sections to keep them.",
  );
  await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9812345671");
  await expect.poll(() => ticked(checkboxGroup(professional, "Languages Spoken"))).toEqual(["Tamil"]);
  // Nobody typed these: they show as saved, and the note does not name them.
  expect(await ticked(checkboxGroup(professional, "Industry Expertise"))).toEqual(["IT", "Finance"]);
  await expect(professional).toHaveAccessibleDescription("Unsaved changes");
  await expect(section(page, "Additional Information").getByLabel("Notes")).toHaveValue("Saved notes.");

  // A saved section holds no draft: the note then names only what is still taken over.
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  await expect(note(page)).toHaveText(
    "Taken over from your unsaved draft: Languages Spoken. Save their sections to keep them.",
  );
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Professional info saved successfully! ✅")).toBeVisible();
  await expect(note(page)).toHaveCount(0);
});
