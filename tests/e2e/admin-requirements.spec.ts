import type { Page } from "@playwright/test";
import { build, control, expect, signInAsAdmin, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

/** A pending requirement of its own, and its row on /admin/requirements as an admin sees it. */
async function pendingRequirementInBackOffice(page: Page, topic: string) {
  const requirement = await build.requirement({ title: topic, topic, status: "pending", company: null });
  await signInAsAdmin(page);
  await page.goto(paths.adminRequirements());
  return { requirement, article: page.getByRole("article").filter({ hasText: topic }) };
}

test("an admin's edit that leaves a field blank is refused with a message that says what is needed", async ({
  page,
}) => {
  const topic = `Edit check ${Date.now() % 100000}`;
  const { requirement, article } = await pendingRequirementInBackOffice(page, topic);
  // Spaces pass the browser's `required` check; the server trims them away.
  await article.getByLabel("Title").fill("   ");
  await article.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Please fill in the topic, the title and the details: none of them can be left empty."),
  ).toBeVisible();
  await expect(page.getByText("That item was already changed or no longer exists.")).toHaveCount(0);
  const [row] = await control.sql<{ training_topic_name: string }>(
    "select training_topic_name from requirements where id = $1",
    [requirement?.id],
  );
  expect(row?.training_topic_name).toBe(topic);
});

test("an admin's edit is saved and recorded in the audit log", async ({ page }) => {
  const topic = `Edit save ${Date.now() % 100000}`;
  const { requirement, article } = await pendingRequirementInBackOffice(page, topic);
  await article.getByLabel("Title").fill(`  ${topic} for admins  `);
  await article.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Requirement saved.")).toBeVisible();
  const [row] = await control.sql<{ training_topic_name: string }>(
    "select training_topic_name from requirements where id = $1",
    [requirement?.id],
  );
  expect(row?.training_topic_name).toBe(`${topic} for admins`);
  const audit = await control.sql("select 1 from audit_log where action = 'requirement.edit' and entity_id = $1", [
    String(requirement?.id),
  ]);
  expect(audit).toHaveLength(1);
});

test("each requirement shows its status in its own row, in every tab", async ({ page }) => {
  const topic = `Status row ${Date.now() % 100000}`;
  for (const status of ["pending", "published", "closed"] as const) {
    await build.requirement({ title: `${topic} ${status}`, topic, details: "Labs.", status, company: null });
  }
  await signInAsAdmin(page);
  for (const [status, word] of [
    ["pending", "Pending"],
    ["published", "Published"],
    ["closed", "Closed"],
  ] as const) {
    await page.goto(paths.adminRequirements({ status }));
    const article = page.getByRole("article").filter({ hasText: `${topic} ${status}` });
    await expect(article.getByText(word, { exact: true })).toBeVisible();
  }
});
