import { expect, test } from "../support/fixtures";
import { settled } from "../support/carousel";
import { paths } from "~/lib/paths";

/**
 * The carousels without JavaScript: plain rows that scroll sideways (decision record 0057: keen-slider drives them only with JavaScript), with no controls that
 * would do nothing. The no-JS project alone runs this file (playwright.config.ts ignores *.nojs-only specs in the
 * JavaScript-on project).
 */

test.describe("carousels without JavaScript", () => {
  for (const { path, name } of [
    { path: paths.home, name: "Featured courses" },
    { path: paths.home, name: "Testimonials" },
    { path: paths.blog, name: /^Photos:/ },
  ]) {
    test(`every slide of ${String(name)} on ${path} is reached by scrolling its row from the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      const carousel = page.getByRole("region", { name });
      const slides = carousel.getByRole("group");
      // The scrolling row is the slides' container: it has no role of its own, so it is found from its slides.
      const track = slides.first().locator("..");
      await expect(track).toHaveCSS("overflow-x", "auto");
      await track.scrollIntoViewIfNeeded();
      const count = await slides.count();
      await expect(slides.last()).not.toBeInViewport({ ratio: 0.9 });
      // On a phone the next slide peeks in (there are no arrows without JavaScript to say that the row scrolls).
      expect(await slides.nth(1).evaluate((el) => el.getBoundingClientRect().left < window.innerWidth - 20)).toBe(true);
      // The row takes the keyboard focus (a scrollable area must), and the arrow keys scroll it, slide by slide.
      await track.focus();
      await expect(track).toBeFocused();
      for (let index = 1; index < count; index++) {
        await page.keyboard.press("ArrowRight");
        await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
        // A key pressed while the row still glides to its snap point would only retarget that glide.
        await settled(track);
      }
      await expect(carousel.getByRole("button")).toHaveCount(0);
    });
  }
});
