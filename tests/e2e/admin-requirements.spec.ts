import type { Page } from "@playwright/test";
import { build, expect, read, test } from "../support/fixtures";
import { errorSummary } from "../support/in-view";
import { signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

/** A pending requirement of its own, and its row on /admin/requirements as an admin sees it. */
async function pendingRequirementInBackOffice(page: Page, topic: string) {
  const requirement = await build.requirement({ title: topic, topic, status: "pending", company: null });
  await signedInAsAdmin(page);
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
  // In the error summary at the top of the form, and under the field (docs/product.md section 5).
  await expect(errorSummary(page, article)).toContainText(
    "Please fill in the topic, the title and the details: none of them can be left empty.",
  );
  await expect(article.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("That item was already changed or no longer exists.")).toHaveCount(0);
  expect((await read.requirement(requirement.id))?.trainingTopicName).toBe(topic);
});

test("an admin's edit is saved and recorded in the audit log", async ({ page }) => {
  const topic = `Edit save ${Date.now() % 100000}`;
  const { requirement, article } = await pendingRequirementInBackOffice(page, topic);
  await article.getByLabel("Title").fill(`  ${topic} for admins  `);
  await article.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Requirement saved.")).toBeVisible();
  expect((await read.requirement(requirement.id))?.trainingTopicName).toBe(`${topic} for admins`);
  expect(await read.auditLog({ action: "requirement.edit", entityId: String(requirement.id) })).toHaveLength(1);
});

test("each requirement shows its status in its own row, in every tab", async ({ page }) => {
  const topic = `Status row ${Date.now() % 100000}`;
  for (const status of ["pending", "published", "closed"] as const) {
    await build.requirement({ title: `${topic} ${status}`, topic, details: "Labs.", status, company: null });
  }
  await signedInAsAdmin(page);
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
