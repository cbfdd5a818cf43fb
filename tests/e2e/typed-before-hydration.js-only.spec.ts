import type { Page } from "@playwright/test";
import { expect, holdScripts, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * A slow network: the trainer profile shows before its scripts run, and the trainer types and clicks
 * meanwhile. The page's scripts are held (holdScripts) until the test lets them through, so the order of
 * typing, clicking and hydrating is the test's, not the machine's. What was typed must survive hydration and
 * the list changes after it (the "list fields" flake of tests/e2e/trainer-profile.spec.ts).
 */
const basicSection = (page: Page) => page.getByRole("region", { name: "Basic Profile Information" });

async function openProfileWithScriptsHeld(page: Page, prefix: string) {
  await signedInAs(page, { email: uniqueEmail(prefix), name: "Sam Slow" }, paths.trainerProfile);
  const releaseScripts = await holdScripts(page);
  await page.goto(paths.trainerProfile, { waitUntil: "commit" });
  return releaseScripts;
}

/** Add and Remove once hydrated: Conform re-keys the list in the browser, and no value may go. */
async function addAndRemoveThirdNumber(page: Page) {
  const basic = basicSection(page);
  await basic.getByRole("button", { name: "Add mobile number" }).click();
  await expect(basic.getByLabel("Mobile number 3", { exact: true })).toBeVisible();
  await basic.getByRole("button", { name: "Remove mobile number 3" }).click();
  await expect(basic.getByLabel("Mobile number 3", { exact: true })).toHaveCount(0);
}

for (const typed of ["before", "after"] as const) {
  test(`an Add clicked before hydration posts the form; number 2 typed ${typed} hydration survives Add and Remove`, async ({
    page,
  }) => {
    const releaseScripts = await openProfileWithScriptsHeld(page, `slow-add-${typed}`);
    const basic = basicSection(page);
    await basic.getByLabel("Mobile number", { exact: true }).fill("9845012345");
    // Without scripts, Add is a plain submit: the server answers a new page with two number fields.
    await basic.getByRole("button", { name: "Add mobile number" }).click();
    const second = basic.getByLabel("Mobile number 2", { exact: true });
    if (typed === "before") await second.fill("9845098450");
    await releaseScripts();
    await waitForHydration(page);
    if (typed === "after") await second.fill("9845098450");
    await addAndRemoveThirdNumber(page);
    await expect(second).toHaveValue("9845098450");
    await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9845012345");
  });
}

test("numbers typed before hydration into a saved profile's fields survive Add and Remove", async ({
  page,
  baseURL,
}) => {
  await signedInAs(page, { email: uniqueEmail("slow-saved"), name: "Sam Slow" }, paths.trainerProfile);
  const saved = await page.request.post(paths.trainerProfile, {
    form: {
      intent: "basic",
      name: "Sam Slow",
      "mobileNumbers[0]": "9845012345",
      "mobileNumbers[1]": "9845011111",
      perDayCharge: "100",
      preferredTrainingMode: "online",
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(saved.status()).toBe(200);
  const releaseScripts = await holdScripts(page);
  await page.goto(paths.trainerProfile, { waitUntil: "commit" });
  const basic = basicSection(page);
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845000000");
  await basic.getByLabel("Mobile number 2", { exact: true }).fill("9845098450");
  await releaseScripts();
  await waitForHydration(page);
  await addAndRemoveThirdNumber(page);
  await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9845000000");
  await expect(basic.getByLabel("Mobile number 2", { exact: true })).toHaveValue("9845098450");
});

test("skills typed before hydration become the tag widget's tags", async ({ page }) => {
  const releaseScripts = await openProfileWithScriptsHeld(page, "slow-skills");
  const basic = basicSection(page);
  await basic.getByLabel("Skills", { exact: true }).fill("Azure, Kubernetes");
  await releaseScripts();
  await waitForHydration(page);
  await expect(basic.getByRole("list", { name: "Skills added" }).getByRole("listitem")).toHaveText([
    /Azure/,
    /Kubernetes/,
  ]);
});

test("a Save posted before hydration: what is typed into the answer's page before hydration stays", async ({
  page,
}) => {
  const releaseScripts = await openProfileWithScriptsHeld(page, "slow-save");
  const basic = basicSection(page);
  await basic.getByLabel("Full Name").fill("Sam Slow");
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845012345");
  await basic.getByLabel("Per Day Charge (₹)").fill("4000");
  // An empty second slot: the save drops it, so the answer's page shows the profile as stored, one number.
  await basic.getByRole("button", { name: "Add mobile number" }).click();
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  await expect(basic.getByLabel("Mobile number 2", { exact: true })).toHaveCount(0);
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845000000");
  await releaseScripts();
  await waitForHydration(page);
  await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9845000000");
  await expect(basic).toHaveAccessibleDescription("Unsaved changes");
});
