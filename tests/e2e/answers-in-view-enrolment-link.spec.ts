import { createHash, randomBytes } from "node:crypto";
import { linkMessages } from "~/forms/enrolment-link";
import { paths } from "~/lib/paths";
import { build, expect, test } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";

/**
 * Where answers appear (docs/product.md section 5) on a learner's enrolment link: on a phone the answer to its
 * buttons is at the top of the panel, in view below the sticky header (without JavaScript the forms post to the page
 * plus the answer's id); a refusal (the free seat taken meanwhile) is the error summary with an "Error: " title; with
 * JavaScript the answer has the focus.
 */

test.use({ viewport: { width: 360, height: 800 } });

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("Take the free seat, taken meanwhile: the summary is in view with an Error title; Leave the waiting list answers there too", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const { id: batchId } = await build.batch({
    course: "terraform",
    startsOn: dayFromNow(40),
    endsOn: dayFromNow(51),
    seatsTotal: 1,
  });
  // A link as the waiting-list mail carries it: 32 random bytes, stored as their hash.
  const token = randomBytes(32).toString("base64url");
  await build.enrolment({
    batchId,
    status: "waiting",
    tokenHash: createHash("sha256").update(token).digest("hex"),
  });
  await page.goto(paths.enrolment(token));
  const title = await page.title();
  // Someone else takes the free seat while the page is open.
  await build.enrolment({ batchId, status: "enrolled" });
  await build.update.batch(batchId, { seatsTaken: 1 });
  await page.getByRole("button", { name: "Take the free seat" }).click();
  const summary = errorSummary(page);
  await expect(summary).toContainText(linkMessages.full);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();

  await page.getByRole("button", { name: "Leave the waiting list" }).click();
  const answer = page.getByRole("status").filter({ hasText: linkMessages.left });
  await expect(answer).toBeVisible();
  await expectInView(page, answer);
  await expect(page).toHaveTitle(title);
  if (js) await expect(answer).toBeFocused();
});
