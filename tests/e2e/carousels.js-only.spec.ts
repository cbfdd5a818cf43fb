import type { Locator, Page } from "@playwright/test";
import { expect, test, watchPageProblems } from "../support/fixtures";
import { settledIndex, trackOf } from "../support/carousel";
import { paths } from "~/lib/paths";

/**
 * The carousels with JavaScript (decision record 0054): a row that scrolls natively, moved by our own script every
 * 5 s (docs/product.md section 9), looping, with arrows. Time is Playwright's clock, moved by hand: the tests say
 * "not before 5 s, then at 5 s" without waiting for it. The JavaScript-on project alone runs this file.
 */

/**
 * Opens a page with its clock stopped (time moves only when the test moves it) and waits for the carousels' script
 * (its arrows).
 */
async function openWithClock(page: Page, path: string, carouselName: string | RegExp): Promise<Locator> {
  await page.clock.install({ time: new Date("2026-11-26T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-26T12:00:01Z"));
  await page.goto(path);
  const carousel = page.getByRole("region", { name: carouselName });
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

test.describe("carousels with JavaScript", () => {
  test("the course carousel moves by itself every 5 s, one card at a time, and starts again after the last", async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    const slides = await courses.getByRole("group").count();
    expect(await settledIndex(track)).toBe(0);
    await page.clock.fastForward(4_900);
    expect(await settledIndex(track)).toBe(0);
    await page.clock.fastForward(200);
    await expect.poll(() => settledIndex(track)).toBe(1);
    // 3 cards per view: the last view starts at slide `slides - 3`; the move after it goes back to the first.
    for (let index = 2; index <= slides - 3; index++) {
      await page.clock.fastForward(5_000);
      await expect.poll(() => settledIndex(track)).toBe(index);
    }
    await page.clock.fastForward(5_000);
    await expect.poll(() => settledIndex(track)).toBe(0);
    problems.expectNone();
  });

  test("the arrows move the course carousel both ways and loop", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    const slides = await courses.getByRole("group").count();
    await courses.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(1);
    await courses.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(0);
    await courses.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(slides - 3);
    await courses.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(0);
    problems.expectNone();
  });

  test("Next pressed again while the row still moves goes one slide further, and from the last back to the first", async ({
    page,
  }) => {
    const slider = await openWithClock(page, paths.blog, /^Photos:/);
    const track = trackOf(slider);
    const next = slider.getByRole("button", { name: "Next slide" });
    // Two presses in a row, the second while the smooth scroll of the first is under way.
    await next.click();
    await next.click();
    await expect.poll(() => settledIndex(track)).toBe(2);
    await next.click();
    await next.click();
    await expect.poll(() => settledIndex(track)).toBe(1);
  });

  test("the blog's image slider keeps moving after a visitor clicks it", async ({ page }) => {
    const problems = watchPageProblems(page);
    const slider = await openWithClock(page, paths.blog, /^Photos:/);
    const track = trackOf(slider);
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(1);
    // The pointer leaves; the arrow keeps the focus (a click's, not the keyboard's).
    await page.mouse.move(0, 0);
    await expect(slider.getByRole("button", { name: "Next slide" })).toBeFocused();
    await page.clock.fastForward(5_100);
    await expect.poll(() => settledIndex(track)).toBe(2);
    await page.clock.fastForward(5_000);
    await expect.poll(() => settledIndex(track)).toBe(0);
    problems.expectNone();
  });

  test("at 1280 px the course carousel shows three whole cards, also after a move", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    const visibleCards = () =>
      track.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const seen = [...el.children].map((slide) => {
          const { left, right } = slide.getBoundingClientRect();
          if (right <= box.left + 1 || left >= box.right - 1) return "out";
          return left >= box.left - 1 && right <= box.right + 1 ? "whole" : "clipped";
        });
        return { whole: seen.filter((s) => s === "whole").length, clipped: seen.filter((s) => s === "clipped").length };
      });
    expect(await visibleCards()).toEqual({ whole: 3, clipped: 0 });
    await courses.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => settledIndex(track)).toBe(1);
    expect(await visibleCards()).toEqual({ whole: 3, clipped: 0 });
  });

  test("under reduced motion the carousels stand still until Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    await expect(courses.getByRole("button", { name: "Play automatic sliding" })).toBeVisible();
    await page.clock.fastForward(10_100);
    expect(await settledIndex(track)).toBe(0);
    await courses.getByRole("button", { name: "Play automatic sliding" }).click();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(5_100);
    await expect.poll(() => settledIndex(track)).toBe(1);
  });

  test("nothing moves when the carousels' script starts", async ({ page }) => {
    // The same page without its scripts (blocked, so CSS still sees a browser that runs scripts) is the page before
    // hydration: the rows, the slides and what follows them must be where the hydrated page has them.
    const measure = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".carousel, .carousel__slide, .home-courses__more, .publications")].map((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return [x, y + window.scrollY, width, height].map(Math.round);
        }),
      );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(/\/build\/.*\.js$/, (route) => route.abort());
    await page.goto(paths.home);
    const before = await measure();
    await page.unrouteAll();
    await page.goto(paths.home);
    await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(2);
    expect(await measure()).toEqual(before);
  });
});
