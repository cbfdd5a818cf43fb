import { expect, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

/**
 * The home carousels without JavaScript: plain rows that scroll sideways, with no controls that would
 * do nothing. The no-JS project alone runs this file (playwright.config.ts ignores *.nojs-only specs in
 * the JavaScript-on project).
 */
test.describe("home carousels without JavaScript", () => {
  test("without JavaScript the carousels are scrollable rows", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(paths.home);
    for (const name of ["Featured courses", "Testimonials"]) {
      // The scrolling row is the slides' container: it has no role of its own, so it is found from its slides.
      const slides = page.getByRole("region", { name }).getByRole("group");
      const track = slides.first().locator("..");
      await expect(track).toHaveCSS("overflow-x", "auto");
      const { scrollWidth, clientWidth } = await track.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await track.scrollIntoViewIfNeeded();
      const last = slides.last();
      await expect(last).not.toBeInViewport({ ratio: 0.9 });
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
      await expect(last).toBeInViewport({ ratio: 0.9 });
    }
    await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(0);
  });
});
