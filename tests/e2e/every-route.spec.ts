import { expect, expectAccessible, test, watchPageProblems } from "../support/fixtures";

/**
 * Every route of docs/product.md section 2, with JavaScript off and on: the page answers 200 with its own title,
 * description and Open Graph tags, one h1, its main text, images with size and alt text, no console
 * error or failed request, and no axe violation.
 */
const routes: { path: string; text: string | RegExp }[] = [
  { path: "/", text: "Join Workshop for Azure Cloud" },
  { path: "/index", text: "100% Scholarship" },
  { path: "/course", text: /Showing \d+ of \d+ results/ },
  { path: "/course-single", text: "$89" },
  { path: "/course-azure-admin", text: /resource group/i },
  { path: "/course-enroll?title=Docker", text: "Enroll for Docker" },
  { path: "/post-requirement", text: "Submit Requirement" },
  { path: "/blog", text: "09 Comments" },
  { path: "/blog-2", text: "Read More" },
  { path: "/blog-3", text: "Read More" },
  { path: "/blog-single", text: "02 Comment" },
  { path: "/about", text: "About Our Edukon" },
  { path: "/team", text: "Our Team" },
  { path: "/team-single", text: "80" },
  { path: "/instructor", text: "Become an Instructor" },
  { path: "/shop", text: "Showing 01 - 12 of 139 Results" },
  { path: "/shop-single", text: "$340.00" },
  { path: "/cart-page", text: "Cart Totals" },
  { path: "/search-page", text: "Search Results" },
  { path: "/search-none", text: "Couldn't find what you're looking for!" },
  { path: "/contact", text: "Send Message" },
  { path: "/privacy", text: "Deleting your data" },
  { path: "/for-trainers", text: "How it works" },
  { path: "/vendors-rating", text: "Provide Vendor Rating" },
  { path: "/training-requirements", text: "Post Requirement" },
  { path: "/login", text: "Sign in with your Google account" },
  { path: "/signup", text: "Confirm Password" },
  { path: "/forgetpass", text: "Forgot Password" },
  { path: "/trainer-profile", text: "Basic Profile Information" },
];

for (const route of routes) {
  test(`${route.path} renders completely, without problems, accessibly`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(route.text).first()).toBeVisible();
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
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(new Set(listed).size).toBe(listed.length);
  // /index repeats the home page and /course-enroll needs a course: neither is a page of its own to index.
  const pages = routes
    .map((route) => route.path)
    .filter((path) => path !== "/index" && !path.startsWith("/course-enroll"));
  expect([...listed].sort()).toEqual([...pages].sort());
});
