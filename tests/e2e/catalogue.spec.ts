import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectFitsSmallPhone,
  expectPageBasics,
  test,
  uniqueEmail,
  watchPageProblems,
} from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

const TOTAL = 40;

const counter = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ results$/ });
// Each course card is an article named by its title.
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const price = (scope: Page | Locator) => scope.getByText(/^Price: \$/);

test.describe("course catalogue", () => {
  test("/course lists every course with the counter, prices and structured data", async ({ page }) => {
    const problems = watchPageProblems(page);
    const response = await page.goto(paths.courses());
    expect(response?.status()).toBe(200);
    await expectPageBasics(page, "Our Courses", /^Courses \| Edukon Training$/, { describedImages: true });
    await expect(counter(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} results`);
    await expect(cards(page)).toHaveCount(TOTAL);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Azure Administration");
    await expect(price(first)).toHaveText(/\$100$/);
    await expect(first).toContainText("Meera Nair");
    await expect(first.locator("img")).toHaveAttribute("src", "/images/courses/azure-administration.svg");
    // The card's lessons and hours are the course's own, and each course has its own artwork.
    await expect(first).toContainText("24 lessons");
    await expect(first).toContainText("48 hours");
    const sources = await cards(page)
      .locator("img")
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute("src"), image.getAttribute("width"), image.getAttribute("height")]),
      );
    expect(new Set(sources.map(([src]) => src)).size).toBe(TOTAL);
    for (const [, width, height] of sources) expect([width, height]).toEqual(["640", "400"]);
    for (const text of await price(page.getByRole("main")).allTextContents())
      expect(text).toMatch(/^Price: \$(0|100)$/);
    await expect(cards(page).last().locator("img")).toHaveAttribute("loading", "lazy");

    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("ItemList");
    expect(data.itemListElement).toHaveLength(TOTAL);
    expect(data.itemListElement[0].item).toMatchObject({
      "@type": "Course",
      name: "Azure Administration",
      provider: { name: "Edukon Training" },
    });
    expect(data.itemListElement[0].item.description).toMatch(/\w+/);
    problems.expectNone();
  });

  test("search: a GET query finds a course, an unknown word finds none", async ({ page }) => {
    await page.goto(paths.courses({ q: "Kubernetes" }));
    await expect(counter(page)).toHaveText(`Showing 1 of ${TOTAL} results`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("Kubernetes");
    await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue("Kubernetes");

    await page.goto(paths.courses({ q: "zzqxw" }));
    await expect(counter(page)).toHaveText(`Showing 0 of ${TOTAL} results`);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No course matches “zzqxw”.")).toBeVisible();
    await page.getByRole("link", { name: "Show all courses" }).click();
    await expect(counter(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} results`);

    // The form submits as a GET, with or without JavaScript.
    await page.getByRole("searchbox", { name: "Search courses" }).fill("docker");
    await page.getByRole("searchbox", { name: "Search courses" }).press("Enter");
    await expect(page).toHaveURL(/\/course\?q=docker$/);
    await expect(counter(page)).toHaveText(`Showing 1 of ${TOTAL} results`);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("Docker");
  });

  test("the category filter narrows the list and shows counts", async ({ page }) => {
    await page.goto(paths.courses());
    const filter = page.getByRole("navigation", { name: "Categories" });
    await expect(filter.getByRole("link")).toHaveCount(8);
    await expect(filter.getByRole("link", { name: /^All categories/ })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "DevOps 9 courses" }).click();
    await expect(page).toHaveURL(/\/course\?category=DevOps$/);
    await expect(counter(page)).toHaveText(`Showing 9 of ${TOTAL} results`);
    await expect(filter.getByRole("link", { name: /^DevOps/ })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).filter({ has: page.getByText("DevOps", { exact: true }) })).toHaveCount(9);

    // The counts follow the search, and a search keeps the chosen category.
    await page.goto(paths.courses({ q: "azure" }));
    await expect(filter.getByRole("link", { name: "Azure 7 courses" })).toBeVisible();
    await expect(filter.getByRole("link", { name: "Blockchain 0 courses" })).toBeVisible();
    await page.goto(paths.courses({ category: "Scripting", q: "python" }));
    await expect(counter(page)).toHaveText(`Showing 1 of ${TOTAL} results`);
    await expect(page.locator('form[role="search"] input[name="category"]')).toHaveValue("Scripting");
  });

  test("signed out, every card offers Sign In to enroll instead of Enroll Now", async ({ page }) => {
    await page.goto(paths.courses());
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
    await expect(cards(page).first().getByRole("button", { name: "Sign In to enroll", exact: true })).toBeVisible();
    await expect(cards(page).getByRole("button", { name: "Sign In to enroll", exact: true })).toHaveCount(TOTAL);
    await expectAccessible(page);
  });

  test("signed in, every card links to its enrolment form", async ({ page }) => {
    await signedInAs(page, { email: uniqueEmail("learner"), name: "Asha Menon" }, paths.courses());
    await expect(page).toHaveURL(/\/course$/);
    const enrol = cards(page).getByRole("link", { name: "Enroll Now" });
    await expect(enrol).toHaveCount(TOTAL);
    await expect(enrol.first()).toHaveAttribute("href", paths.courseEnroll("Azure Administration"));
    const card = cards(page).filter({ has: page.getByRole("heading", { name: "Big Data and Hadoop" }) });
    await expect(card.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      paths.courseEnroll("Big Data and Hadoop"),
    );
    await card.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/course-enroll\?title=Big\+Data\+and\+Hadoop$/);
    await expect(page.locator("main")).toContainText("You are enrolling for Big Data and Hadoop.");
  });

  test("every card's title links to its course page; Azure Administration's also to its tutorials", async ({
    page,
  }) => {
    await page.goto(paths.courses());
    const titleLinks = cards(page).getByRole("heading", { level: 3 }).getByRole("link");
    await expect(titleLinks).toHaveCount(40);
    await expect(cards(page).first().getByRole("link", { name: "Azure Administration", exact: true })).toHaveAttribute(
      "href",
      paths.course("azure-administration"),
    );
    await cards(page).first().getByRole("link", { name: "Azure Administration tutorials" }).click();
    await expect(page).toHaveURL(/\/course-azure-admin$/);
  });
});

test.describe("course pages", () => {
  test("/course-azure-admin has the five tutorial links and no scripts", async ({ page }) => {
    await page.goto(paths.courseAzureAdmin);
    await expectPageBasics(page, "Azure Administration", /^Azure Administration Course \| Edukon Training$/, {
      describedImages: true,
    });
    await expect(page.locator("script[src]")).toHaveCount(0);
    const tutorials = page.getByRole("navigation", { name: "Tutorials" }).getByRole("link");
    await expect(tutorials).toHaveCount(5);
    const expected: [string, string][] = [
      ["Log in to the Azure portal", "#login"],
      ["Create a resource group", "#resource-group"],
      ["Create a Windows virtual machine", "#windows-vm"],
      ["Connect to the Windows virtual machine", "#connect"],
      ["Create an Ubuntu virtual machine", "#ubuntu-vm"],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await expect(tutorials.nth(index)).toHaveText(name);
      await expect(tutorials.nth(index)).toHaveAttribute("href", href);
      await expect(page.locator(href).getByRole("heading", { level: 2 })).toHaveText(name);
    }
    await tutorials.nth(4).click();
    await expect(page).toHaveURL(/#ubuntu-vm$/);
    await expect(page.getByRole("heading", { level: 2, name: "Create an Ubuntu virtual machine" })).toBeInViewport();
    await expect(page.locator("main").getByRole("button", { name: "Sign In to enroll" })).toBeVisible();
    await expectAccessible(page);
  });

  test("/course-single shows $89, the category sidebar and Enrolled Now to /signup", async ({ page }) => {
    await page.goto(paths.courseSingle);
    await expectPageBasics(
      page,
      "Cloud Foundations for Busy Teams",
      /^Cloud Foundations for Busy Teams \| Edukon Training$/,
      { describedImages: true },
    );
    await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.getByText("Price: $89", { exact: true })).toBeVisible();
    const categories = page.getByRole("navigation", { name: "Course categories" }).getByRole("link");
    await expect(categories).toHaveCount(7);
    await expect(categories.first()).toHaveAttribute("href", paths.courses({ category: "Azure" }));
    await page.getByRole("link", { name: "Enrolled Now" }).click();
    // /signup with the enrolment as where to come back to after signing in (docs/product.md section 2).
    await expect(page).toHaveURL(/\/signup(\?redirectTo=[^&]+)?$/);
    await page.goBack();
    await expectAccessible(page);
  });

  test("the course pages fit a 320 px phone", async ({ page }) => {
    for (const path of [paths.courses(), paths.courseAzureAdmin, paths.courseSingle, paths.home])
      await expectFitsSmallPhone(page, path);
  });
});

test.describe("home page sections", () => {
  test("trainer, counters, courses, objectives, testimonials and publications", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto(paths.home);
    await expectPageBasics(page, "Corporate IT training that sticks", /^Edukon Training$/, { describedImages: true });
    await expect(page.getByRole("heading", { level: 2, name: "Join Workshop for Azure Cloud" })).toBeVisible();

    const trainer = page.getByRole("region", { name: /^Learn from / });
    await expect(trainer.getByRole("heading", { level: 2 })).toContainText("22 years");
    await expect(trainer.getByText(/^22 years of experience/)).toBeVisible();
    const play = trainer.getByRole("link", { name: /^Play video/ });
    await expect(play).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(page.locator("iframe")).toHaveCount(0);

    const counters = page.getByRole("region", { name: "Edukon in numbers" }).getByRole("listitem");
    await expect(counters).toHaveText([/^30\D/, /^3084\D/, /^330\D/, /^2300/]);

    const courses = page.getByRole("region", { name: "Featured courses" });
    const slides = courses.getByRole("group");
    await expect(slides).toHaveCount(8);
    const card = slides.first();
    await expect(card.getByText("Azure Administration", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\$\d+$/)).toHaveText("$100");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\w+/);
    await expect(card).toContainText(/\d+ learners/);
    await expect(card).toContainText(/\d+ comments/);
    await expect(card).toContainText("24 lessons");
    await expect(card).toContainText("48 hours");
    for (const price of await courses.getByText(/^\$\d+$/).allInnerTexts()) expect(price).toBe("$100");

    await expect(
      page.getByRole("region", { name: "What your team will be able to do" }).getByRole("listitem"),
    ).toHaveCount(6);
    const testimonials = page.getByRole("region", { name: "Testimonials" });
    await expect(testimonials.getByRole("group")).toHaveCount(3);
    await expect(testimonials).toContainText("Neha Bhatia");

    const books = page.getByRole("region", { name: "Books by our trainers" });
    const publications = books.getByRole("listitem");
    await expect(publications).toHaveCount(3);
    await expect(publications.first().locator("del")).toHaveText("Was $199.00");
    await expect(publications.first().locator("ins")).toHaveText("Now $150.00");
    await expect(publications.first().getByText("Azure", { exact: true })).toBeVisible();
    const lazyParts = [trainer, courses, testimonials, books];
    for (const img of (await Promise.all(lazyParts.map((part) => part.locator("img").all()))).flat()) {
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    problems.expectNone();
    await expectAccessible(page);
  });
});
