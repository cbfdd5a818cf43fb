import { expect, test } from "../support/fixtures";
import { signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

// A failing panel does not blank the page. This test's own requests ask the
// /admin/applications loader to fail (the harness's TEST_FAULTS hook, app/http/test-faults.server.ts),
// so nothing shared breaks for the tests beside it; the back office's navigation must stay around the error,
// whether the panel is opened from the navigation (a client-side load with JavaScript) or loaded whole.
test("a failing back-office panel shows its error inside the admin frame", async ({ page }) => {
  await signedInAsAdmin(page, paths.admin);
  await page.goto(paths.admin);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await page.setExtraHTTPHeaders({ "x-test-fault": "admin.applications" });
  await nav.getByRole("link", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();

  const response = await page.goto(paths.adminApplications);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  const body = await response!.text();
  expect(body).not.toContain("Fault injected by a test");
  expect(body).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);

  await page.setExtraHTTPHeaders({});
  await page.goto(paths.adminApplications);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
});
