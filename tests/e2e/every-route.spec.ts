import { pageRoutes, publicPages } from "~/lib/routes";
import { paths } from "~/lib/paths";
import { expect, expectAccessible, test, watchPageProblems } from "../support/fixtures";

/**
 * Every page a visitor can open (app/lib/routes.ts), with JavaScript off and on: the page answers 200 with its own
 * title, description and Open Graph tags, one h1, its main text, images with size and alt text, no console error or
 * failed request, and no axe violation.
 */
for (const route of publicPages) {
  test(`${route.visit} renders completely, without problems, accessibly`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const response = await page.goto(route.visit);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(route.shows).first()).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.title()).toMatch(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S.{20,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    const images = await page.locator("main img").evaluateAll((nodes) =>
      nodes.map((img) => ({
        src: img.getAttribute("src"),
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
    );
    for (const image of images) {
      expect(image.alt, `alt of ${image.src}`).not.toBeNull();
      expect(image.width && image.height, `size of ${image.src}`).toBeTruthy();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const broken = await page
      .locator("main img")
      .evaluateAll((nodes) =>
        nodes
          .filter(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth === 0 &&
              img.getAttribute("loading") !== "lazy",
          )
          .map((img) => img.getAttribute("src")),
      );
    expect(broken).toEqual([]);
    problems.expectNone();
    await expectAccessible(page);
  });
}

test("/sitemap.xml lists every page of the site once", async ({ request }) => {
  const response = await request.get(paths.sitemap);
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(new Set(listed).size).toBe(listed.length);
  // /index repeats the home page and /course-enroll needs a course: neither is a page of its own to index.
  const pages = publicPages
    .map((route) => route.visit)
    .filter((path) => path !== paths.homeIndex && !path.startsWith(paths.courseEnroll()));
  // Every catalogue course has its page (docs/product.md, "Courses, batches and seats"); the list of routes names one.
  const isCoursePage = (path: string) => path.startsWith(paths.course(""));
  const coursePages = listed.filter(isCoursePage);
  expect(coursePages.length).toBeGreaterThanOrEqual(40);
  for (const path of pages.filter(isCoursePage)) expect(coursePages).toContain(path);
  expect(listed.filter((path) => !isCoursePage(path)).sort()).toEqual(
    pages.filter((path) => !isCoursePage(path)).sort(),
  );
  expect(pageRoutes.filter((route) => route.sitemap).every((route) => route.access === "anyone")).toBe(true);
});
