import {
  build,
  expect,
  localProfilePanel,
  requirementCards,
  saveLocalProfile,
  test,
  uniqueEmail,
} from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths, requirementAnchor } from "~/lib/paths";

const MOBILE = "Please update your profile with a valid 10-digit mobile number first.";

test("Apply shows 'Error' with the server's message, and 'Application Failed' when the network fails", async ({
  page,
}) => {
  await signedInAs(page, { email: uniqueEmail("flaky"), name: "Fay Flaky" }, paths.board());
  const panel = await saveLocalProfile(page, "9845012345");
  await expect(panel.getByText("Profile saved successfully!")).toBeHidden({ timeout: 5000 });

  await page.route("**/training-requirements/apply", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ success: 0, message: "Applications are paused today." }),
    }),
  );
  const first = requirementCards(page).first();
  await first.getByRole("button", { name: "Apply" }).click();
  await expect(first.getByRole("button", { name: "Error" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Applications are paused today." })).toBeVisible();

  await page.unroute("**/training-requirements/apply");
  await page.route("**/training-requirements/apply", (route) => route.abort("internetdisconnected"));
  const second = requirementCards(page).nth(1);
  await second.getByRole("button", { name: "Apply" }).click();
  await expect(second.getByRole("button", { name: "Application Failed" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to apply. Please try again." })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to apply. Please try again." })).toBeHidden({
    timeout: 4000,
  });
});

test("a mobile number typed before the page's script has run is kept and can be saved", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("early"), name: "Esha Early" }, paths.home);
  // Hold the scripts back, as a slow network does, while the visitor types into the server-rendered form.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(paths.board(), { waitUntil: "commit" });
  const panel = localProfilePanel(page);
  const mobile = panel.getByLabel("Mobile Number");
  await mobile.fill("9845012345");
  release();
  // React has hydrated the field once it hangs its fiber on the element.
  await expect
    .poll(() => mobile.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
  await expect(mobile).toHaveValue("9845012345");
  await expect(panel.getByRole("button", { name: "Save Profile" })).toBeEnabled();
  await panel.getByRole("button", { name: "Save Profile" }).click();
  await expect(panel.getByText("Profile saved successfully!")).toBeVisible();
});

test("the Apply message is dismissed by clicking it, and still times out by itself", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("dismiss"), name: "Dev Dismiss" }, paths.board());
  const first = requirementCards(page).first();
  const message = page.getByRole("alert").filter({ hasText: MOBILE });
  await first.getByRole("button", { name: "Apply" }).click();
  await expect(message).toBeVisible();
  await message.click();
  // The message stays 4 seconds by itself: gone within one means the click dismissed it.
  await expect(message).toBeHidden({ timeout: 1000 });

  await first.getByRole("button", { name: "Apply" }).click();
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: 6000 });
});

test("after Apply the card counts the application: '1 trainer applied', not 'No applications yet'", async ({
  page,
}) => {
  const requirement = await build.requirement({ company: null });
  await signedInAs(page, { email: uniqueEmail("counted"), name: "Cora Counted" }, paths.board());
  await saveLocalProfile(page, "9845012345");
  const card = page.locator(`#${requirementAnchor(requirement.id)}`);
  await expect(card.getByText("No applications yet")).toBeVisible();
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();
  await expect(card.getByText("1 trainer applied")).toBeVisible();
  await expect(card.getByText("No applications yet")).toHaveCount(0);
});
