import { build, expect, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import {
  application,
  openBoardShowing,
  publishedRequirement,
  savedTrainerProfile,
  uniqueTag,
} from "../support/marketplace";
import { paths, requirementAnchor } from "~/lib/paths";

test("each card shows the location, how many trainers applied and the mode in the match; closed ones leave the board and the feed", async ({
  page,
}) => {
  const tag = uniqueTag();
  const busy = await publishedRequirement(`Busy ${tag}`, `Terraform ${tag} landing zones`, { location: "Online" });
  const quiet = await publishedRequirement(`Quiet ${tag}`, `Terraform ${tag} state`, { location: "Pune, Maharashtra" });
  const closed = await build.requirement({
    title: `Gone ${tag}`,
    details: `Terraform ${tag} gone`,
    status: "closed",
    closedReason: "company",
  });
  const expired = await build.requirement({
    title: `Expired ${tag}`,
    details: `Terraform ${tag} expired`,
    status: "expired",
  });
  await application(busy.id, uniqueEmail("a"));
  await application(busy.id, uniqueEmail("b"), "shortlisted");
  await application(busy.id, uniqueEmail("c"));
  // Withdrawn: no longer counted.
  await application(busy.id, uniqueEmail("d"), "withdrawn");
  const one = await publishedRequirement(`One ${tag}`, `Excel ${tag}`, { location: "" });
  await application(one.id, uniqueEmail("e"));

  const trainer = uniqueEmail("viewer");
  await savedTrainerProfile(trainer, { skills: ["Terraform"], mode: "online" });
  await signedInAs(page, { email: trainer, name: "Vic Viewer" });
  await openBoardShowing(page, paths.board({ q: tag }), [busy.id, quiet.id, one.id]);
  const busyCard = page.locator(`#${requirementAnchor(busy.id)}`);
  await expect(busyCard.getByText("Location: Online")).toBeVisible();
  await expect(busyCard.getByText("3 trainers applied")).toBeVisible();
  await expect(busyCard.getByText("Matched on: Terraform · online ✓")).toBeVisible();
  const quietCard = page.locator(`#${requirementAnchor(quiet.id)}`);
  await expect(quietCard.getByText("Location: Pune, Maharashtra")).toBeVisible();
  await expect(quietCard.getByText("No applications yet")).toBeVisible();
  await expect(quietCard.getByText("Matched on: Terraform · in person ✗")).toBeVisible();
  const oneCard = page.locator(`#${requirementAnchor(one.id)}`);
  await expect(oneCard.getByText("1 trainer applied")).toBeVisible();
  await expect(oneCard.getByText(/^Location:/)).toHaveCount(0);
  await expect(page.locator(`#${requirementAnchor(closed.id)}`)).toHaveCount(0);
  await expect(page.locator(`#${requirementAnchor(expired.id)}`)).toHaveCount(0);

  // The feed is cached for 5 seconds: wait for this test's requirements to be in it.
  await expect(async () => {
    const feed = (await (await page.request.get(paths.requirementsFeed)).json()) as {
      all_data: { lead_id: number }[];
    };
    const ids = feed.all_data.map((requirement) => requirement.lead_id);
    expect(ids).toContain(busy.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(expired.id);
  }).toPass({ timeout: 10_000 });
});

test("a company-posted requirement shows its title once, not also as an uppercase topic line", async ({ page }) => {
  const tag = uniqueTag();
  const title = `Kubernetes ${tag} for platform teams`;
  // /post-requirement stores the company's one "Training Topic" as both the topic and the title.
  const posted = await build.requirement({ title, topic: title, details: `Two days of Kubernetes ${tag}.` });
  await openBoardShowing(page, paths.board({ q: tag }), [posted.id]);
  const card = page.locator(`#${requirementAnchor(posted.id)}`);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.getByText(title, { exact: false })).toHaveCount(1);
});
