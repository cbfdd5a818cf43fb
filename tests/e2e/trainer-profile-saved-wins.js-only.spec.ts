import type { Page } from "@playwright/test";
import { expect, nextIdentity, read, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";
import { checkboxGroup, ticked, tickOnly } from "../support/checkbox-group";

/**
 * Saved beats untouched (docs/product.md, "Nothing typed is lost"; decision record 0060): a page opened signed out on
 * another device shows the empty form's defaults (languages English, industry IT, mode online); nobody typed them, so
 * after the sign-in they never replace what the trainer saved, and the next Save keeps the saved values.
 */

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

test("a new browser signed out, then signed in with the header's Sign In, shows the saved multi-selects and a Save keeps them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("saved-wins");
  await signedInAs(page, { email, name: "Sana Saved" }, paths.trainerProfile);
  await waitForHydration(page);
  const basic = section(page, "Basic Profile Information");
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845012377");
  await basic.getByLabel("Per Day Charge (₹)").fill("8500");
  await basic.getByLabel("Preferred Training Mode").selectOption("hybrid");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  const professional = section(page, "Professional & Availability");
  await tickOnly(checkboxGroup(professional, "Languages Spoken"), ["English", "Hindi"]);
  await tickOnly(checkboxGroup(professional, "Industry Expertise"), ["IT", "Finance"]);
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Professional info saved successfully! ✅")).toBeVisible();

  const other = await browser.newContext({ baseURL, javaScriptEnabled: true });
  try {
    const fresh = await other.newPage();
    await nextIdentity(fresh, { email, name: "Sana Saved" });
    await fresh.goto(paths.trainerProfile);
    await waitForHydration(fresh);
    // Long enough for any autosave (1 s after a change) to have written what the page holds.
    await fresh.waitForTimeout(1500);
    await fresh.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(fresh.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
    await waitForHydration(fresh);

    const shown = section(fresh, "Professional & Availability");
    await expect.poll(() => ticked(checkboxGroup(shown, "Languages Spoken"))).toEqual(["English", "Hindi"]);
    await expect.poll(() => ticked(checkboxGroup(shown, "Industry Expertise"))).toEqual(["IT", "Finance"]);
    await expect(section(fresh, "Basic Profile Information").getByLabel("Preferred Training Mode")).toHaveValue(
      "hybrid",
    );
    await expect(shown).toHaveAccessibleDescription("Saved");
    await shown.getByRole("button", { name: "Save Professional Info" }).click();
    await expect(shown.getByText("Professional info saved successfully! ✅")).toBeVisible();
  } finally {
    await other.close();
  }
  expect(await read.trainerProfile(email)).toMatchObject({
    languagesSpoken: ["English", "Hindi"],
    industryExpertise: expect.arrayContaining(["IT", "Finance"]) as unknown,
    preferredTrainingMode: "hybrid",
  });
});
