import type { Page } from "@playwright/test";
import { expect, test, watchPageProblems } from "../support/fixtures";
import { paths } from "~/lib/paths";

/**
 * What only JavaScript adds to the catalogue, the home page and the blog: searching as you type, the video that loads
 * on click and the blog's image slider in real time (the carousels on the test's clock: carousels.js-only.spec.ts). The JavaScript-on
 * project alone runs this file (playwright.config.ts ignores *.js-only specs in the no-JS project).
 */
const TOTAL = 40;
const counter = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ results$/ });

test.describe("catalogue with JavaScript", () => {
  test("with JavaScript the catalogue searches as you type", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto(paths.courses());
    const box = page.getByRole("searchbox", { name: "Search courses" });
    await box.pressSequentially("terraform", { delay: 20 });
    await expect(counter(page)).toHaveText(`Showing 1 of ${TOTAL} results`);
    await expect(page).toHaveURL(/\?q=terraform$/);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("terraform");
    await box.fill("");
    await expect(counter(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} results`);
    problems.expectNone();
  });
});

test.describe("the home video and the blog slider with JavaScript", () => {
  test("with JavaScript the video loads only on click", async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(/youtube/, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" });
    });
    await page.goto(paths.home);
    // The page has hydrated once the carousels' arrows show.
    await expect(page.getByRole("button", { name: "Next slide" }).first()).toBeVisible();

    expect(thirdParty).toEqual([]);
    const trainer = page.getByRole("region", { name: /^Learn from / });
    await trainer.getByRole("link", { name: /^Play video/ }).click();
    const frame = trainer.getByTitle("Meet your Azure trainer: a two-minute introduction");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=0$/);
    await expect(frame).toHaveAttribute("width", "390");
    await expect(page).toHaveURL(/\/$/);
  });

  test("with JavaScript the image-slider post moves on its own every 5 s, loops, and has arrows", async ({ page }) => {
    await page.goto(paths.blog);
    const slider = page.getByRole("region", { name: /^Photos:/ });
    await expect(slider.getByRole("button", { name: "Next slide" })).toBeVisible();
    const slides = slider.getByRole("group");
    await expect(slides).toHaveCount(3);
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // autoplay: the second picture comes into view without a click
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9, timeout: 8_000 });
    // arrows, and the loop: from the third picture Next goes back to the first
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  });
});
