import { control, expect, signInAsAdmin, test } from "../support/fixtures";

// Issue 16 section 3: a failing panel does not blank the page. The applications table is renamed for a moment so
// that the /admin/applications loader fails; the back office's navigation must stay around the error, whether the
// panel is opened from the navigation (a client-side load with JavaScript) or loaded whole.
test("a failing back-office panel shows its error inside the admin frame", async ({ page }) => {
  await signInAsAdmin(page, "/admin");
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await control.sql("alter table applications rename to applications_away");
  try {
    await nav.getByRole("link", { name: "Applications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.locator("header").getByRole("button", { name: "Sign Out" })).toBeVisible();

    const response = await page.goto("/admin/applications");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  } finally {
    await control.sql("alter table applications_away rename to applications");
  }
  await page.goto("/admin/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
});
