import { REVIEW_MESSAGES } from "~/forms/review";
import { CONFIRM_NEEDED_MESSAGE } from "~/forms/delete-profile";
import { paths } from "~/lib/paths";
import { APPLY_SUCCESS, applyFormId, MOBILE_NEEDED } from "~/forms/apply";
import { LOCAL_PROFILE_SAVED } from "~/forms/local-profile";
import { requirementAnchor } from "~/lib/paths";
import {
  build,
  expect,
  localProfilePanel,
  requirementCards,
  saveLocalProfile,
  test,
  uniqueEmail,
} from "../support/fixtures";
import { uniqueTag } from "../support/marketplace";
import { expectInView, errorSummary } from "../support/in-view";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on the forms beyond the enquiries: the board's profile panel and
 * Apply, the company's review form and the profile's delete confirmation. On a phone a refused submit shows the error summary at the top of the form, on
 * the first screen the browser shows and below the sticky header, with an "Error: " title; with JavaScript the
 * summary has the focus; an accepted one shows its message in view.
 */

test.use({ viewport: { width: 360, height: 800 } });

async function openReviewLink(): Promise<string> {
  const word = uniqueTag();
  const trainerEmail = uniqueEmail("answer-review");
  await build.trainerProfile({ email: trainerEmail, name: `Rita ${word}` });
  const requirement = await build.requirement({ title: `Answers ${word}` });
  const application = await build.application({ requirementId: requirement.id, trainerEmail, status: "engaged" });
  return (await build.reviewLink(application.id)).path;
}

test("the review form: a refused submit shows the summary in view with links to its fields and an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(await openReviewLink());
  const title = await page.title();
  const form = page.locator("#review-form");
  await form.getByLabel("Your review").fill("   ");
  await form.getByRole("button", { name: "Post review" }).click();
  const summary = errorSummary(page, form);
  await expect(summary).toBeVisible();
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([REVIEW_MESSAGES.rating, REVIEW_MESSAGES.text]);
  await summary.getByRole("link", { name: REVIEW_MESSAGES.text }).click();
  const text = form.getByLabel("Your review");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expectInView(page, text);
  if (js) await expect(text).toBeFocused();

  // Corrected, it is accepted: the thanks is on the first screen of the page it lands on, the title without "Error".
  await form.getByLabel("4 stars").check();
  await text.fill("Clear labs and patient answers.");
  await form.getByRole("button", { name: "Post review" }).click();
  const thanks = page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.thanks });
  // The home page it lands on is the site's heaviest: allow it the time a loaded machine takes.
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  await expectInView(page, thanks);
  await expect(page).not.toHaveTitle(/^Error: /);
});

test("the delete confirmation: a refused POST answers with the summary at the form and an Error title", async ({
  page,
}) => {
  await signedInAs(page, { email: uniqueEmail("answer-delete"), name: "Dee Answer" }, paths.trainerProfileDelete);
  const refused = await page.request.post(paths.trainerProfileDelete, {
    form: { confirm: "no" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toMatch(/<title>Error: Delete my profile \| /);
  // Without JavaScript the browser opens the answer at the form (its action's fragment), where the summary says why.
  expect(html).toContain(`action="${paths.trainerProfileDelete}#delete-profile"`);
  expect(html).toContain('id="delete-profile-answer"');
  expect(html).toContain(`<li>${CONFIRM_NEEDED_MESSAGE}</li>`);
});

test("the board's profile panel: a refusal shows the summary in view with an Error title, a save its message", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(paths.board());
  const title = await page.title();
  const panel = localProfilePanel(page);
  const form = panel.locator("#local-profile-form");
  const mobile = form.getByLabel("Mobile Number");
  await mobile.fill("12345");
  if (js) {
    // The field checks itself as the trainer types, and Save waits for a valid number: nothing is sent.
    await expect(form.getByRole("button", { name: "Save Profile" })).toBeDisabled();
  } else {
    await form.getByRole("button", { name: "Save Profile" }).click();
    const summary = errorSummary(page, form);
    await expectInView(page, summary);
    await expect(page).toHaveTitle(`Error: ${title}`);
    await summary.getByRole("link", { name: "Please enter a valid 10-digit mobile number." }).click();
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expectInView(page, mobile);
  }
  await mobile.fill("9845012345");
  await form.getByRole("button", { name: "Save Profile" }).click();
  const saved = form.getByRole("status").filter({ hasText: LOCAL_PROFILE_SAVED });
  if (js) {
    // The message shows for 3 seconds only, shorter than a polled check may take on a loaded machine: that it has the
    // focus and where it is are read in one step (the scroll is instant for a visitor who asks for reduced motion).
    const place = () =>
      page.evaluate((text) => {
        const element = document.activeElement;
        if (!element?.textContent?.includes(text)) return "not focused";
        const box = element.getBoundingClientRect();
        const clear = Math.max(0, document.querySelector(".header-bar")?.getBoundingClientRect().bottom ?? 0);
        return box.top >= clear && box.bottom <= window.innerHeight ? "in view" : `${box.top}-${box.bottom} (${clear})`;
      }, LOCAL_PROFILE_SAVED);
    await expect.poll(place, { timeout: 20_000 }).toBe("in view");
  } else {
    await expectInView(page, saved);
  }
  await expect(page).toHaveTitle(title);
});

test("Apply: a refusal shows its summary at the card's form in view with an Error title, then Applied! in view", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await signedInAs(page, { email: uniqueEmail("answer-apply"), name: "Ana Apply" }, paths.board());
  const title = await page.title();
  const card = requirementCards(page).nth(2);
  const id = Number((await card.getAttribute("id"))?.replace(requirementAnchor(""), ""));
  await card.getByRole("button", { name: "Apply" }).click();
  if (js) {
    // With JavaScript the answer is the page's message, fixed on the screen.
    await expect(page.getByRole("alert").filter({ hasText: MOBILE_NEEDED })).toBeInViewport({ ratio: 1 });
  } else {
    const summary = errorSummary(page, page.locator(`#${applyFormId(id)}`));
    await expect(summary).toContainText(MOBILE_NEEDED);
    await expectInView(page, summary);
    await expect(page).toHaveTitle(`Error: ${title}`);
  }
  await saveLocalProfile(page, "9845012345");
  await page
    .locator(`#${requirementAnchor(id)}`)
    .getByRole("button", { name: "Apply" })
    .click();
  if (js) {
    await expect(page.getByRole("status").filter({ hasText: APPLY_SUCCESS })).toBeInViewport({ ratio: 1 });
  } else {
    const answer = page.locator(`#${applyFormId(id)}`);
    await expect(answer.getByText("Applied!")).toBeVisible();
    await expectInView(page, answer.getByRole("status").filter({ hasText: APPLY_SUCCESS }));
    await expect(page).toHaveTitle(title);
  }
});
