import type { Locator, Page } from "@playwright/test";
import { control, expect, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/** The trainerProfileData cookie as the browser holds it (URL-encoded JSON). */
async function draftCookie(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === "trainerProfileData")?.value ?? "";
}

test("the draft autosaves a second after typing, survives a reload, and the pin lookup goes through our server", async ({
  page,
}) => {
  await page.goto(paths.trainerProfile);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  await basic.getByLabel("Full Name").fill("Asha Autosave");
  await basic.getByLabel("Pin Code").fill("411001");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
  const skills = basic.getByLabel("Skills", { exact: true });
  await skills.focus();
  await expect(basic.getByText(/press Enter or a comma/)).toBeVisible();
  await skills.fill("Docker");
  await skills.press("Enter");
  await skills.fill("docker");
  await skills.press("Enter");
  await expect(basic.getByRole("list", { name: "Skills added" }).getByRole("listitem")).toHaveCount(1);
  await basic.getByLabel("Full Name").focus();
  await expect(basic.getByText(/press Enter or a comma/)).toBeHidden({ timeout: 5000 });
  await expect.poll(() => draftCookie(page), { timeout: 5000 }).toContain("Asha%20Autosave");
  await page.reload();
  await expect(basic.getByLabel("Full Name")).toHaveValue("Asha Autosave");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
  expect(await control.pinLookups()).toContain("411001");
});

/**
 * A trainer on a slow network: the page's clock stopped (time moves only when the test moves it), the pin lookup
 * held until the test lets it answer, and the autosave's second passed after the Full Name and Pin Code were typed,
 * so the draft is written before the lookup answers (without the Location).
 */
async function pinLookupAnsweringAfterTheAutosave(page: Page): Promise<Locator> {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/trainer-profile/pincode/**", async (route) => {
    await answered;
    await route.continue();
  });
  await page.clock.install({ time: new Date("2026-11-26T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-26T12:00:01Z"));
  await page.goto(paths.trainerProfile);
  await waitForHydration(page);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  await basic.getByLabel("Full Name").fill("Lata Late");
  await basic.getByLabel("Pin Code").fill("411001");
  await page.clock.fastForward(1_000);
  await expect.poll(() => draftCookie(page)).toContain("Lata%20Late");
  expect(await draftCookie(page)).not.toContain("Pune");
  answer();
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
  return basic;
}

test("a pin lookup that answers after the autosave's second still puts the Location in the draft", async ({ page }) => {
  const basic = await pinLookupAnsweringAfterTheAutosave(page);
  // Conform fills the Location without an input event: the autosave must see it all the same.
  await page.clock.fastForward(1_000);
  await expect.poll(() => draftCookie(page)).toContain("Pune%2C%20Maharashtra");
  await page.reload();
  await expect(basic.getByLabel("Full Name")).toHaveValue("Lata Late");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
});

test("reloaded before the autosave's second is up, the page still shows the Location the lookup just filled", async ({
  page,
}) => {
  const basic = await pinLookupAnsweringAfterTheAutosave(page);
  // No time passes: only the write as the page goes away carries the Location, and it must reach the reload's request.
  await page.reload();
  await expect(basic.getByLabel("Full Name")).toHaveValue("Lata Late");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
});

test("unsaved edits are marked at their section's heading, asked about before leaving, and still there and marked after a reload", async ({
  page,
}) => {
  const email = uniqueEmail("marks");
  await signedInAs(page, { email, name: "Mira Marks" }, paths.trainerProfile);
  await waitForHydration(page);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  const professional = page.getByRole("region", { name: "Professional & Availability" });
  const leaving: string[] = [];
  page.on("dialog", (dialog) => {
    leaving.push(dialog.type());
    void dialog.accept();
  });
  // Nothing typed: nothing to ask about before leaving, and nothing saved yet.
  await page.reload();
  expect(leaving).toEqual([]);
  await waitForHydration(page);
  await expect(basic).toHaveAccessibleDescription("Not saved yet");
  await basic.getByLabel("Full Name").fill("Mira M. Marks");
  await professional.getByLabel("Availability").fill("Weekends only");
  await expect.poll(() => draftCookie(page)).toContain("Weekends%20only");

  await page.reload();
  expect(leaving).toEqual(["beforeunload"]);
  await waitForHydration(page);
  await expect(basic.getByLabel("Full Name")).toHaveValue("Mira M. Marks");
  await expect(professional.getByLabel("Availability")).toHaveValue("Weekends only");
  await expect(basic).toHaveAccessibleDescription("Not saved yet");
  await expect(professional).toHaveAccessibleDescription("Not saved yet");

  // A saved section reads Saved, an edit after the save Unsaved changes; with nothing unsaved, leaving asks nothing.
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845012345");
  await basic.getByLabel("Per Day Charge (₹)").fill("7000");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  await expect(basic).toHaveAccessibleDescription("Saved");
  await expect(professional).toHaveAccessibleDescription("Not saved yet");
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Professional info saved successfully! ✅")).toBeVisible();
  await expect(professional).toHaveAccessibleDescription("Saved");
  await professional.getByLabel("Availability").fill("Weekends and evenings");
  await expect(professional).toHaveAccessibleDescription("Unsaved changes");
  await professional.getByLabel("Availability").fill("Weekends only");
  await expect(professional).toHaveAccessibleDescription("Saved");
  await page.reload();
  await waitForHydration(page);
  expect(leaving).toEqual(["beforeunload"]);
  await expect(professional.getByLabel("Availability")).toHaveValue("Weekends only");
  await expect(page.getByText("2 of 3 sections saved", { exact: true })).toBeVisible();
});
