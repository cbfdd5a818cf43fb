import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test, watchPageProblems } from "../support/fixtures";
import { driven, settledIndex, trackOf } from "../support/carousel";
import { paths } from "~/lib/paths";

/**
 * The carousels with JavaScript (decision record 0057): keen-slider, fetched when a carousel nears the viewport, moves
 * them every 5 s (docs/product.md section 9), looping, with arrows. Time is Playwright's clock, moved by hand: the
 * tests say "not before 5 s, then at 5 s" without waiting for it, and let keen-slider's glide run (`glide`). The
 * JavaScript-on project alone runs this file.
 */

/** keen-slider's glide (500 ms of animation frames) on the stopped clock. */
const glide = (page: Page) => page.clock.runFor(1_000);

/**
 * Opens a page with its clock stopped (time moves only when the test moves it), brings the carousel into view and
 * waits until keen-slider drives it.
 */
async function openWithClock(page: Page, path: string, carouselName: string | RegExp): Promise<Locator> {
  await page.clock.install({ time: new Date("2026-11-26T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-26T12:00:01Z"));
  await page.goto(path);
  const carousel = page.getByRole("region", { name: carouselName });
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => driven(trackOf(carousel))).toBe(true);
  // keen-slider places the slides in an animation frame: 100 ms of the clock's 5 s for its first frames.
  await page.clock.runFor(100);
  return carousel;
}

/** The build's file that holds keen-slider (esbuild's metafile says which). */
function keenSliderFile(): string {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const files = Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => input.includes("node_modules/keen-slider/")))
    .map(([file]) => file.replace(/^public/, ""));
  expect(files).toHaveLength(1);
  return files[0]!;
}

test.describe("carousels with JavaScript", () => {
  test("keen-slider is not loaded with the home page, only once a carousel comes near the viewport", async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    const file = keenSliderFile();
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === file) loaded.push(file);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.home);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);
    const courses = page.getByRole("region", { name: "Featured courses" });
    await expect(courses).not.toBeInViewport();
    expect(await driven(trackOf(courses))).toBe(false);
    await courses.scrollIntoViewIfNeeded();
    await expect.poll(() => driven(trackOf(courses))).toBe(true);
    expect(loaded).toEqual([file]);
    problems.expectNone();
  });

  test("the course carousel moves by itself every 5 s, one card at a time, and loops", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    const slides = await courses.getByRole("group").count();
    expect(slides).toBeGreaterThan(3);
    expect(await settledIndex(track)).toBe(0);
    // 100 ms passed in openWithClock: at 4.9 s the first card is still first, at 5.1 s the second is.
    await page.clock.runFor(4_800);
    expect(await settledIndex(track)).toBe(0);
    await page.clock.runFor(200);
    await glide(page);
    expect(await settledIndex(track)).toBe(1);
    // Past the last slide the first comes again (keen-slider's loop: the row goes on, no rewind).
    for (let index = 2; index <= slides; index++) {
      // The next 5 s start when a move ends.
      await page.clock.runFor(5_000);
      await glide(page);
      expect(await settledIndex(track)).toBe(index % slides);
    }
    problems.expectNone();
  });

  test("the arrows move the course carousel both ways and loop", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    const slides = await courses.getByRole("group").count();
    await courses.getByRole("button", { name: "Next slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(1);
    await courses.getByRole("button", { name: "Previous slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(0);
    await courses.getByRole("button", { name: "Previous slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(slides - 1);
    await courses.getByRole("button", { name: "Next slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(0);
    problems.expectNone();
  });

  test("the testimonials move with their arrows and by themselves", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const testimonials = await openWithClock(page, paths.home, "Testimonials");
    const track = trackOf(testimonials);
    const slides = await testimonials.getByRole("group").count();
    await testimonials.getByRole("button", { name: "Previous slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(slides - 1);
    await testimonials.getByRole("button", { name: "Next slide" }).click();
    await glide(page);
    expect(await settledIndex(track)).toBe(0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await glide(page);
    expect(await settledIndex(track)).toBe(1);
  });

  test("the blog's image slider keeps moving after a visitor clicks it, and loops", async ({ page }) => {
    const problems = watchPageProblems(page);
    const slider = await openWithClock(page, paths.blog, /^Photos:/);
    const track = trackOf(slider);
    const slides = await slider.getByRole("group").count();
    const next = slider.getByRole("button", { name: "Next slide" });
    await next.click();
    await glide(page);
    expect(await settledIndex(track)).toBe(1);
    // The pointer leaves; the arrow keeps the focus (a click's, not the keyboard's).
    await page.mouse.move(0, 0);
    await expect(next).toBeFocused();
    for (let index = 2; index <= slides; index++) {
      await page.clock.runFor(5_100);
      await glide(page);
      expect(await settledIndex(track)).toBe(index % slides);
    }
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
    await glide(page);
    expect(await settledIndex(track)).toBe(1);
    expect(await visibleCards()).toEqual({ whole: 3, clipped: 0 });
  });

  test("under reduced motion the carousels stand still until Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const courses = await openWithClock(page, paths.home, "Featured courses");
    const track = trackOf(courses);
    await expect(courses.getByRole("button", { name: "Play automatic sliding" })).toBeVisible();
    await page.clock.runFor(10_100);
    expect(await settledIndex(track)).toBe(0);
    await courses.getByRole("button", { name: "Play automatic sliding" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    expect(await settledIndex(track)).toBe(1);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px nothing moves when keen-slider takes the rows over`, async ({ page }) => {
      // The same page without its scripts (blocked, so CSS still sees a browser that runs scripts) is the page
      // before keen-slider: the rows, the slides in view and what follows them must be where keen-slider has them.
      const measure = () =>
        page.evaluate(() => {
          const box = (el: Element) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return [x, y + window.scrollY, width, height].map(Math.round);
          };
          return [...document.querySelectorAll(".carousel")].map((carousel) => {
            const track = carousel.querySelector(".carousel__track")!;
            const { left, right } = track.getBoundingClientRect();
            const inView = [...track.children].filter((slide) => {
              const rect = slide.getBoundingClientRect();
              return rect.right > left + 1 && rect.left < right - 1;
            });
            return [box(carousel), ...inView.map(box), box(carousel.parentElement!)];
          });
        });
      await page.setViewportSize({ width, height: 900 });
      await page.route(/\/build\/.*\.js$/, (route) => route.abort());
      await page.goto(paths.home);
      const before = await measure();
      await page.unrouteAll();
      await page.goto(paths.home);
      const tracks = page.locator(".carousel__track");
      await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(2);
      for (const track of await tracks.all()) {
        await track.scrollIntoViewIfNeeded();
        await expect.poll(() => driven(track)).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await measure()).toEqual(before);
    });
  }
});
