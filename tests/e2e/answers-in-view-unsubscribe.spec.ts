import { UNSUBSCRIBE_BAD_LINK, UNSUBSCRIBED_MESSAGE } from "~/forms/trainer-alerts";
import { paths } from "~/lib/paths";
import { build, control, expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView } from "../support/in-view";
import { publishedRequirement, savedTrainerProfile, uniqueWord } from "../support/marketplace";

/**
 * Where answers appear (docs/product.md section 5) on the alerts' unsubscribe page: on a phone the answer to
 * Unsubscribe is at the form's place, in view below the sticky header (without JavaScript the form posts to the page
 * plus the answer's id); with JavaScript it has the focus. A refused post (a link we did not make) answers with the
 * error summary and a title that starts with "Error: ".
 */

test.use({ viewport: { width: 360, height: 800 } });

test("Unsubscribe: the answer is in view and has the focus; a refusal's title starts with Error", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const skill = uniqueWord();
  const trainer = uniqueEmail("answer-unsubscribe");
  await savedTrainerProfile(trainer, { skills: [skill], alerts: true });
  const match = await publishedRequirement(`Unsubscribe answers ${skill}`, `${skill} dashboards`);
  // The digest job compares with the database's clock: time passes for the requirement, then for the trainer.
  await build.update.publishedEarlier([match.id], 0.5);
  await build.update.alertsEarlier([trainer], 1);
  const digest = await control.waitForMail(trainer, /new requirements? matching your skills/);
  const link = /<(\S+)>/.exec(digest.headers["list-unsubscribe"] ?? "")?.[1];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  const title = await page.title();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const answer = page.getByRole("status").filter({ hasText: UNSUBSCRIBED_MESSAGE });
  await expect(answer).toBeVisible();
  await expectInView(page, answer);
  await expect(page).toHaveTitle(title);
  if (js) await expect(answer).toBeFocused();

  // A post with a link we did not make: the summary, and the title starts with "Error: ".
  const origin = new URL(page.url()).origin;
  const forged = await page.request.post(paths.alertsUnsubscribe("forged-token"), {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: origin },
  });
  expect(forged.status()).toBe(404);
  const html = await forged.text();
  expect(html).toMatch(/<title>Error: [^<]*<\/title>/);
  expect(html).toContain("There is a problem");
  expect(html).toContain(UNSUBSCRIBE_BAD_LINK);
});
