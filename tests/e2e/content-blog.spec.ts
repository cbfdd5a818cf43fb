import { expect, expectAccessible, openPage, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { paths } from "~/lib/paths";

async function expectSidebar(page: Page) {
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  for (const title of [
    "Search",
    "Post Categories",
    "Most Popular Posts",
    "Archives",
    "Our Gallery",
    "Our Popular Tags",
  ]) {
    await expect(sidebar.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole("searchbox", { name: "Search the blog" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Agency", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("listitem").filter({ has: page.locator("img") })).toHaveCount(4 + 6);
}

async function expectPagination(page: Page, path: string) {
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pages.getByRole("link", { name: "Page 01" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Page 01" })).toHaveAttribute("href", path);
  await expect(pages.getByRole("link", { name: "Page 02" })).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page 03" })).toBeVisible();
}

test.describe("blog and content pages", () => {
  test("/blog shows the four post styles, pagination and the sidebar", async ({ page }) => {
    await openPage(page, paths.blog, "Our Blog", /^Blog \| Edukon Training$/, { hydrates: true });
    const posts = page.locator("main article");
    await expect(posts).toHaveCount(4);
    for (const post of await posts.all()) {
      await expect(post.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(post.getByRole("list", { name: "Post details" })).toContainText("09 Comments");
      await expect(post.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", paths.blogSingle);
    }
    // standard: one picture; the first post's picture is above the fold, so it is not lazy
    await expect(posts.nth(0).locator("img")).toHaveCount(1);
    await expect(posts.nth(0).locator("img")).not.toHaveAttribute("loading", "lazy");
    // slider: three pictures; without JavaScript a row that scrolls sideways (with it, see the next test)
    const slider = posts.nth(1).getByRole("region", { name: /^Photos:/ });
    await expect(slider.locator("img")).toHaveCount(3);
    if (test.info().project.use.javaScriptEnabled === false) {
      // the row is the slides' container (no role of its own)
      expect(
        await slider
          .getByRole("group")
          .first()
          .locator("..")
          .evaluate((el) => el.scrollWidth > el.clientWidth + 50),
      ).toBe(true);
    }
    await expect(slider.locator("img").first()).toHaveAttribute("loading", "lazy");
    // video: a play link
    await expect(posts.nth(2).getByRole("link", { name: /^Play video:/ })).toHaveAttribute("href", /^https:\/\//);
    // quote
    await expect(posts.nth(3).locator("blockquote")).toContainText("debug on its own on Monday morning");

    await expectPagination(page, paths.blog);
    await expectSidebar(page);
    await expectAccessible(page);
  });

  test("/blog-2 lays the posts out as a grid with the same sidebar", async ({ page }) => {
    await openPage(page, paths.blog2, "Blog Grid", /^Blog Grid \| Edukon Training$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    await expect(
      page.getByRole("heading", { level: 2, name: "Five Signs Your Team Needs Security Awareness Training" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Read More/ }).first()).toHaveAttribute("href", paths.blogSingle);
    await expectPagination(page, paths.blog2);
    await expectSidebar(page);
    await expectAccessible(page);
  });

  test("/blog-3 lays the posts out as a list with the same sidebar", async ({ page }) => {
    await openPage(page, paths.blog3, "Blog List", /^Blog List \| Edukon Training$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    await expect(
      page.getByRole("heading", { level: 2, name: "Building an Internal Learning Library That Gets Used" }),
    ).toBeVisible();
    await expectPagination(page, paths.blog3);
    await expectSidebar(page);
    await expectAccessible(page);
  });

  test("/blog-single shows the article, author, comments and a comment form that sends nothing", async ({ page }) => {
    const title = "Designing Hands-On Cloud Labs Your Team Will Actually Finish";
    await openPage(page, paths.blogSingle, title, new RegExp(`^${title} \\| Edukon Training$`));
    const article = page.locator("main article");
    await expect(article.locator("img").first()).not.toHaveAttribute("loading", "lazy");
    await expect(article.getByRole("list", { name: "Article details" })).toContainText("Ananya Iyer");
    await expect(article.locator("blockquote")).toContainText("slowest person in the room");
    await expect(article.locator("figure img")).toHaveAttribute("loading", "lazy");
    await expect(article.getByRole("link", { name: /^Play video:/ })).toBeVisible();
    for (const tag of ["Agency", "Business", "Personal"]) {
      await expect(article.getByRole("link", { name: tag, exact: true })).toBeVisible();
    }
    for (const network of ["Facebook", "Twitter", "LinkedIn", "Instagram", "Pinterest"]) {
      await expect(article.getByRole("link", { name: `Share on ${network}` })).toBeVisible();
    }
    const more = page.getByRole("navigation", { name: "More articles" });
    await expect(more.getByRole("link", { name: /Previous Article/ })).toHaveAttribute("href", "#");
    await expect(more.getByRole("link", { name: /Next Article/ })).toHaveAttribute("href", "#");
    await expect(page.getByRole("region", { name: "Ananya Iyer" })).toContainText("Corporate Trainer");

    await expect(page.getByRole("heading", { level: 2, name: "02 Comment" })).toBeVisible();
    await expect(page.getByRole("region", { name: "02 Comment" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("link", { name: "Reply to Rohit Menon" }).click();
    await expect(page).toHaveURL(/\/blog-single#leave-comment$/);

    const form = page.getByRole("form", { name: "Leave a Comment" });
    await form.getByLabel("Name").fill("Test Reader");
    await form.getByLabel("Email").fill("reader@example.com");
    await form.getByLabel("Subject").fill("Lab sizes");
    await form.getByLabel("Message").fill("How many steps per lab?");
    const send = form.getByRole("button", { name: "Send Comment" });
    await expect(send).toHaveAttribute("type", "button");
    await send.click();
    await expect(page).toHaveURL(/\/blog-single#leave-comment$/);
    await expect(form.getByLabel("Name")).toHaveValue("Test Reader");

    await expectSidebar(page);
    await expectAccessible(page);
  });

  test("the sidebar search leads to the search page, which lists four results", async ({ page }) => {
    await page.goto(paths.blog);
    await page.getByRole("searchbox", { name: "Search the blog" }).fill("cloud labs");
    await page.getByRole("searchbox", { name: "Search the blog" }).press("Enter");
    await expect(page).toHaveURL(/\/search-page\?q=cloud\+labs$/);
    await openPage(
      page,
      paths.searchPage({ q: "cloud labs" }),
      "Search Results",
      /^Search Results \| Edukon Training$/,
    );
    await expect(page.getByText("Showing 4 results for")).toContainText("cloud labs");
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("cloud labs");
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(4);
    await expect(
      page.getByRole("link", { name: "Designing Hands-On Cloud Labs Your Team Will Actually Finish" }),
    ).toHaveAttribute("href", paths.blogSingle);
    await expectAccessible(page);
  });

  test("/search-none says nothing was found and offers a new search", async ({ page }) => {
    await openPage(page, paths.searchNone, "No Results Found", /^No Results Found \| Edukon Training$/);
    await expect(page.getByRole("heading", { level: 2, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Couldn't find what you're looking for!")).toBeVisible();
    const box = page.getByRole("searchbox", { name: "New search" });
    await box.fill("devops");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search-page\?q=devops$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  });

  test("/search-none is accessible", async ({ page }) => {
    await page.goto(paths.searchNone);
    await expectAccessible(page);
  });

  test("/signup has the four fields and sends nothing", async ({ page }) => {
    await openPage(page, paths.signup, "Sign Up", /^Sign Up \| Edukon Training$/);
    const form = page.getByRole("form", { name: "Create your account" });
    for (const label of ["Full Name", "Email", "Password", "Confirm Password"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await form.getByLabel("Full Name").fill("New Learner");
    await form.getByLabel("Password", { exact: true }).fill("secret-123");
    // Never a dead button; "Get Started Now" leads to the sign-in.
    await expect(form.getByRole("button")).toHaveCount(0);
    await expect(form.getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
      "href",
      paths.login({ redirectTo: paths.home }),
    );
    await expect(page.getByRole("main").getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log In", exact: true })).toHaveAttribute(
      "href",
      paths.login(),
    );
    await expectAccessible(page);
  });

  test("/forgetpass has an email field and a link back to log in", async ({ page }) => {
    await openPage(page, paths.forgetPassword, "Forgot Password", /^Forgot Password \| Edukon Training$/);
    const group = page.getByRole("group", { name: "Reset your password" });
    await group.getByLabel("Email").fill("someone@example.com");
    await group.getByLabel("Email").press("Enter");
    await group.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page).toHaveURL(/\/forgetpass$/);
    await expect(page.getByRole("link", { name: "Back to Log In" })).toHaveAttribute("href", paths.login());
    await expectAccessible(page);
  });
});
