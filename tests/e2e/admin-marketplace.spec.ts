import { control, expect, signInAsAdmin, test, uniqueEmail } from "../support/fixtures";
import { application, publishedRequirement, uniqueTag } from "../support/marketplace";
import { paths } from "~/lib/paths";

test("the back office shows applicants, shortlists and expiry per requirement, and this week's marketplace counts", async ({
  page,
}) => {
  const tag = uniqueTag();
  const requirement = await publishedRequirement(`Counted ${tag}`, `Terraform ${tag}`);
  await control.sql("update requirements set expires_at = '2030-01-15T06:30:00Z' where id = $1", [requirement.id]);
  await signInAsAdmin(page);
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
  const shortlisted = await application(requirement.id, uniqueEmail("b"));
  await control.sql("update applications set status = 'shortlisted', decided_at = now() where id = $1", [shortlisted]);
  const old = await application(requirement.id, uniqueEmail("c"));
  await control.sql(
    "update applications set created_at = now() - interval '8 days', status = 'shortlisted', decided_at = now() - interval '8 days' where id = $1",
    [old],
  );
  await page.reload();
  // Other tests run at the same time: this test's rows add at least what they are.
  expect(await count("Applications this week")).toBeGreaterThanOrEqual(before.applications + 2);
  expect(await count("Shortlists this week")).toBeGreaterThanOrEqual(before.shortlists + 1);

  await page.goto(paths.adminRequirements({ status: "published" }));
  const article = page.getByRole("article").filter({ hasText: `Counted ${tag}` });
  await expect(article.getByText(/^3 applicants · 2 shortlisted · Expires /)).toBeVisible();
  await expect(article.getByText(/Expires .*2030/)).toBeVisible();
});
