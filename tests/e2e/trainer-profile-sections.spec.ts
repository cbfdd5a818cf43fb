import type { Page } from "@playwright/test";
import { build, expect, read, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { checkboxGroup, ticked, tickOnly } from "../support/checkbox-group";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * The trainer profile on a phone (docs/product.md section 4, "Saved or not"; docs/design-system.md, "Checkbox
 * groups"): languages and industries are checkbox groups that save, come back and survive a refused save; each
 * section's heading says whether it is saved; a line above the sections counts them. JS on and off.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const progress = (page: Page) => page.getByText(/^\d of 3 sections saved$/);
const TITLES = ["Basic Profile Information", "Professional & Availability", "Additional Information"];
/** A section's state: the text beside its heading, which describes the section. */
const expectState = (page: Page, title: string, state: string) =>
  expect(section(page, title)).toHaveAccessibleDescription(state);
const hydrated = async (page: Page) => (jsOn() ? waitForHydration(page) : undefined);

test.use({ viewport: { width: 320, height: 720 } });
test.describe.configure({ timeout: 60_000 });

test("languages and industries are checkbox groups: ticks save, come back after a reload, and count the section as saved", async ({
  page,
}) => {
  const email = uniqueEmail("ticks");
  await signedInAs(page, { email, name: "Tara Ticks" }, paths.trainerProfile);
  await hydrated(page);
  await expect(progress(page)).toHaveText("0 of 3 sections saved");
  for (const title of TITLES) await expectState(page, title, "Not saved yet");
  const professional = section(page, "Professional & Availability");
  const languages = checkboxGroup(professional, "Languages Spoken");
  const industries = checkboxGroup(professional, "Industry Expertise");
  await expect(languages.getByRole("checkbox")).toHaveCount(14);
  await expect(industries.getByRole("checkbox")).toHaveCount(6);
  // The defaults: English and IT.
  expect(await ticked(languages)).toEqual(["English"]);
  expect(await ticked(industries)).toEqual(["IT"]);
  // Two columns of languages at 320 px, every box as tall as the others and inside the page.
  const boxes = await languages.locator("label").evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      return { left: Math.round(box.left), right: box.right, height: Math.round(box.height) };
    }),
  );
  expect(new Set(boxes.map((box) => box.left)).size).toBe(2);
  expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(320);

  await tickOnly(languages, ["Hindi", "Tamil"]);
  await tickOnly(industries, ["IT", "Finance", "Retail"]);
  if (jsOn()) await expectState(page, "Professional & Availability", "Not saved yet");
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Professional info saved successfully! ✅")).toBeVisible();
  await expectState(page, "Professional & Availability", "Saved");
  await expect(progress(page)).toHaveText("1 of 3 sections saved");
  expect(await read.trainerProfile(email)).toMatchObject({
    languagesSpoken: ["Hindi", "Tamil"],
    industryExpertise: ["IT", "Finance", "Retail"],
    savedSections: ["professional"],
  });

  await page.context().clearCookies({ name: "trainerProfileData" });
  await page.reload();
  await hydrated(page);
  const again = section(page, "Professional & Availability");
  expect(await ticked(checkboxGroup(again, "Languages Spoken"))).toEqual(["Hindi", "Tamil"]);
  expect(await ticked(checkboxGroup(again, "Industry Expertise"))).toEqual(["IT", "Finance", "Retail"]);
  await expectState(page, "Professional & Availability", "Saved");
  await expectState(page, "Basic Profile Information", "Not saved yet");
  await expect(progress(page)).toHaveText("1 of 3 sections saved");
});

test("a refused save keeps the ticks, in its own section and in the others", async ({ page }) => {
  const email = uniqueEmail("ticks-refused");
  await signedInAs(page, { email, name: "Rita Refused" }, paths.trainerProfile);
  await hydrated(page);
  const professional = section(page, "Professional & Availability");
  const languages = checkboxGroup(professional, "Languages Spoken");
  const industries = checkboxGroup(professional, "Industry Expertise");
  await tickOnly(languages, ["German", "Japanese"]);
  await tickOnly(industries, ["Healthcare"]);
  await professional.getByLabel("Experience (years)", { exact: true }).fill("-2");
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Experience cannot be negative").first()).toBeVisible();
  expect(await ticked(languages)).toEqual(["German", "Japanese"]);
  expect(await ticked(industries)).toEqual(["Healthcare"]);

  // Another section's refused Save (its missing mobile number) posts the ticks along and brings them back.
  const basic = section(page, "Basic Profile Information");
  await basic.getByLabel("Per Day Charge (₹)").fill("5000");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Please enter your mobile number").first()).toBeVisible();
  expect(await ticked(checkboxGroup(professional, "Languages Spoken"))).toEqual(["German", "Japanese"]);
  expect(await ticked(checkboxGroup(professional, "Industry Expertise"))).toEqual(["Healthcare"]);
  expect(await read.trainerProfiles({ email })).toEqual([]);
});

test("a saved profile reads 3 of 3; an edit makes its section Unsaved changes until it is saved again", async ({
  page,
}) => {
  const email = uniqueEmail("states");
  await build.trainerProfile({
    email,
    name: "Sami States",
    perDayCharge: 6000,
    languagesSpoken: ["English", "Tamil"],
    industryExpertise: ["IT"],
    education: "B.Tech",
  });
  await signedInAs(page, { email, name: "Sami States" }, paths.trainerProfile);
  await hydrated(page);
  await expect(progress(page)).toHaveText("3 of 3 sections saved");
  for (const title of TITLES) await expectState(page, title, "Saved");

  const professional = section(page, "Professional & Availability");
  await checkboxGroup(professional, "Languages Spoken").getByRole("checkbox", { name: "Hindi" }).check();
  const additional = section(page, "Additional Information");
  await additional.getByLabel("Education").fill("M.Tech");
  if (!jsOn()) {
    // Without JavaScript the page learns of the edits when the form is posted: a list's Add saves nothing.
    await professional.getByRole("button", { name: "Add certification" }).click();
  }
  await expectState(page, "Professional & Availability", "Unsaved changes");
  await expectState(page, "Additional Information", "Unsaved changes");
  await expectState(page, "Basic Profile Information", "Saved");
  await expect(progress(page)).toHaveText("1 of 3 sections saved");

  await additional.getByRole("button", { name: "Save Additional Info" }).click();
  await expect(additional.getByText("Additional info saved successfully! ✅")).toBeVisible();
  await expectState(page, "Additional Information", "Saved");
  await expectState(page, "Professional & Availability", "Unsaved changes");
  await expect(progress(page)).toHaveText("2 of 3 sections saved");
  expect(await ticked(checkboxGroup(section(page, "Professional & Availability"), "Languages Spoken"))).toEqual([
    "English",
    "Hindi",
    "Tamil",
  ]);

  if (jsOn()) {
    // Unticking what was ticked puts the section back as it is saved.
    await checkboxGroup(professional, "Languages Spoken").getByRole("checkbox", { name: "Hindi" }).uncheck();
    await expectState(page, "Professional & Availability", "Saved");
    await expect(progress(page)).toHaveText("3 of 3 sections saved");
  }
});
