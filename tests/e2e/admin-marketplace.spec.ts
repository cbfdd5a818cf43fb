import { daysAgo } from "../support/builders";
import { build, expect, test, uniqueEmail } from "../support/fixtures";
import { signedInAsAdmin } from "../support/session";
import { application, uniqueTag } from "../support/marketplace";
import { paths } from "~/lib/paths";

test("the back office shows applicants, shortlists and expiry per requirement, and this week's marketplace counts", async ({
  page,
}) => {
  const tag = uniqueTag();
  const requirement = await build.requirement({
    title: `Counted ${tag}`,
    details: `Terraform ${tag}`,
    expiresAt: new Date("2030-01-15T06:30:00Z"),
  });
  await signedInAsAdmin(page);
  await page.goto(paths.admin);
  const tile = (label: string) => page.getByRole("link").filter({ has: page.getByText(label, { exact: true }) });
  const count = async (label: string) => Number(await tile(label).locator(".admin-tile__value").innerText());
  const before = {
    open: await count("Open requirements"),
    applications: await count("Applications this week"),
    shortlists: await count("Shortlists this week"),
  };
  expect(before.open).toBeGreaterThanOrEqual(1);

  await application(requirement.id, uniqueEmail("a"));
  await build.application({ requirementId: requirement.id, status: "shortlisted", decidedAt: new Date() });
  await build.application({
    requirementId: requirement.id,
    status: "shortlisted",
    createdAt: daysAgo(8),
    decidedAt: daysAgo(8),
  });
  await page.reload();
  // Other tests run at the same time: this test's rows add at least what they are.
  expect(await count("Applications this week")).toBeGreaterThanOrEqual(before.applications + 2);
  expect(await count("Shortlists this week")).toBeGreaterThanOrEqual(before.shortlists + 1);

  await page.goto(paths.adminRequirements({ status: "published" }));
  const article = page.getByRole("article").filter({ hasText: `Counted ${tag}` });
  await expect(article.getByText(/^3 applicants · 2 shortlisted · Expires /)).toBeVisible();
  await expect(article.getByText(/Expires .*2030/)).toBeVisible();
});
