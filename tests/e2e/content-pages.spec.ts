import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, expectFitsSmallPhone, openPage, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

async function expectCounters(page: Page, title: string) {
  const counters = page.getByRole("region", { name: title }).getByRole("listitem");
  await expect(counters).toHaveCount(4);
  for (const [index, value] of ["30", "3084", "330", "2300+"].entries()) {
    await expect(counters.nth(index).getByText(value, { exact: true })).toBeVisible();
  }
}

/** Grid or list, as a visitor sees it: in the grid the first two products stand side by side. */
async function productLayout(products: Locator) {
  const [first, second] = [await products.nth(0).boundingBox(), await products.nth(1).boundingBox()];
  return Math.abs((first?.y ?? 0) - (second?.y ?? 1_000)) < 1 ? "grid" : "list";
}

test.describe("about, team and instructor pages", () => {
  test("/about shows the story, counters, instructors, testimonials and blog teasers", async ({ page }) => {
    await openPage(page, paths.about, "About Our Edukon", /^About Our Edukon \| Edukon Training$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("About");
    await expect(
      page.getByRole("heading", { level: 2, name: "Training built by engineers, for engineering teams" }),
    ).toBeVisible();
    const story = page.getByRole("region", { name: "Training built by engineers, for engineering teams" });
    await expect(story.getByRole("img").first()).not.toHaveAttribute("loading", "lazy");
    await expectCounters(page, "Edukon in numbers");
    await expect(page.getByRole("region", { name: "Learn from working engineers" }).getByRole("article")).toHaveCount(
      4,
    );
    await expect(page.getByRole("link", { name: "Meera Nair" })).toHaveAttribute("href", paths.teamSingle);
    await expect(page.getByRole("link", { name: /Meet the whole team/ })).toHaveAttribute("href", paths.team);
    const testimonials = page.getByRole("region", { name: "What our learners say" }).getByRole("listitem");
    await expect(testimonials).toHaveCount(3);
    await expect(testimonials.first()).toContainText("Neha Bhatia");
    await expect(testimonials.first().getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    const teasers = page
      .getByRole("region", { name: "Notes from the training floor" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(teasers).toHaveCount(3);
    for (const teaser of await teasers.all()) {
      await expect(teaser.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        paths.blogSingle,
      );
      await expect(teaser.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", paths.blogSingle);
      await expect(teaser.locator("img")).toHaveAttribute("loading", "lazy");
    }
    await expectAccessible(page);
  });

  test("/team lists the trainers with degree, courses and students", async ({ page }) => {
    await openPage(page, paths.team, "Our Team", /^Our Team \| Edukon Training$/);
    const cards = page.getByRole("region", { name: "Trainers" }).getByRole("article");
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2, name: "Meera Nair" })).toBeVisible();
    await expect(first).toContainText("M.Tech, Cloud Computing");
    await expect(first).toContainText("08 Courses");
    await expect(first).toContainText("1,240 Students");
    for (const card of await cards.all()) {
      await expect(card.getByRole("link")).toHaveAttribute("href", paths.teamSingle);
      await expect(card).toContainText(/\d{2} Courses/);
      await expect(card).toContainText(/Students/);
    }
    await expect(page.getByRole("link", { name: /Become an instructor/ })).toHaveAttribute("href", paths.instructor);
    await expectAccessible(page);
  });

  test("/team-single shows the profile, 22 years, four language rings and the awards", async ({ page }) => {
    await openPage(page, paths.teamSingle, "Meera Nair", /^Meera Nair, Corporate Trainer \| Edukon Training$/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Team" })).toHaveAttribute("href", paths.team);
    await expect(crumbs).toContainText("Team Single");
    const profile = page.getByRole("region", { name: "About Meera" });
    await expect(profile).toContainText("22 Years");
    await expect(profile).toContainText("Trainer experience");
    await expect(page.getByRole("link", { name: "meera.nair@edukon.example" })).toHaveAttribute(
      "href",
      "mailto:meera.nair@edukon.example",
    );

    await expect(page.getByRole("heading", { level: 2, name: "Language Skill" })).toBeVisible();
    const rings = page.getByRole("region", { name: "Language Skill" }).getByRole("figure");
    await expect(rings).toHaveCount(4);
    for (const [index, [language, percent]] of [
      ["English", 80],
      ["Hindi", 70],
      ["Kannada", 90],
      ["German", 50],
    ].entries()) {
      const ring = rings.nth(index);
      await expect(ring.locator("svg text")).toHaveText(`${percent}%`);
      await expect(ring.locator("figcaption")).toHaveText(`${language}: ${percent}%`);
      // the arc covers the share of the circle; the drawing is decorative (aria-hidden, the caption says it in
      // words), so it has no role or name: the arc is the drawing's last circle
      const dash = await ring.locator("svg circle").last().getAttribute("stroke-dasharray");
      const [filled, whole] = (dash ?? "").split(" ").map(Number);
      expect(Math.round(((filled ?? 0) / (whole ?? 1)) * 100)).toBe(percent);
    }

    await expect(page.getByRole("heading", { level: 2, name: "Awards" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Awards" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 3, name: "Trainer of the Year" })).toBeVisible();
    await expectAccessible(page);
  });

  test("/instructor shows the teach-with-us categories and the achievement counters", async ({ page }) => {
    await openPage(page, paths.instructor, "Become an Instructor", /^Become an Instructor \| Edukon Training$/);
    await expect(page.getByRole("heading", { level: 2, name: "Turn your experience into a course" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Turn your experience into a course" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "What you can teach" })).toBeVisible();
    const categories = page.getByRole("region", { name: "What you can teach" }).getByRole("listitem");
    await expect(categories).toHaveCount(8);
    for (const title of ["Cloud Computing", "DevOps & Automation", "Data Science", "Blockchain", "Monitoring Tools"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expectCounters(page, "Our achievements");
    await expect(page.getByRole("region", { name: "You would be joining" }).getByRole("article")).toHaveCount(4);
    await expectAccessible(page);
  });
});

test.describe("shop pages", () => {
  test("/shop lists 12 products and toggles between grid and list without script", async ({ page }) => {
    await openPage(page, paths.shop, "Our Shop", /^Shop \| Edukon Training$/);
    await expect(page.getByText("Showing 01 - 12 of 139 Results", { exact: true })).toBeVisible();
    const products = page.getByRole("main").getByRole("article");
    await expect(products).toHaveCount(12);
    for (const product of await products.all()) {
      await expect(product.getByText("$200.00", { exact: true })).toBeVisible();
      await expect(product.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        paths.shopSingle,
      );
      await expect(product.locator("img")).toHaveAttribute("alt", /\w+/);
      // the price, then the description
      await expect(product.getByRole("paragraph")).toHaveCount(2);
      await expect(product.getByRole("paragraph").last()).not.toBeEmpty();
    }
    await expect(products.first().locator("img")).not.toHaveAttribute("loading", "lazy");
    await expect(products.last().locator("img")).toHaveAttribute("loading", "lazy");

    const sidebar = page.getByRole("complementary", { name: "Shop sidebar" });
    await expect(sidebar.getByRole("heading", { level: 2, name: "Product Categories" })).toBeVisible();
    await expect(
      sidebar.getByRole("region", { name: "Product Categories" }).getByRole("list").first().getByRole("listitem"),
    ).toHaveCount(6);
    await expect(sidebar.getByRole("link", { name: /Apparel/ })).toBeVisible();

    const toggle = page.getByRole("navigation", { name: "Product layout" });
    const grid = toggle.getByRole("link", { name: "Grid view" });
    const list = toggle.getByRole("link", { name: "List view" });
    expect(await productLayout(products)).toBe("grid");
    await expect(grid).toHaveAttribute("aria-current", "true");
    await expect(list).not.toHaveAttribute("aria-current", /.+/);
    const gridWidth = (await products.first().boundingBox())?.width ?? 0;

    await list.click();
    await expect(page).toHaveURL(/\/shop\?view=list$/);
    expect(await productLayout(products)).toBe("list");
    await expect(list).toHaveAttribute("aria-current", "true");
    await expect(grid).not.toHaveAttribute("aria-current", /.+/);
    await expect(products).toHaveCount(12);
    expect((await products.first().boundingBox())?.width ?? 0).toBeGreaterThan(gridWidth * 1.5);
    await expectAccessible(page);

    await grid.click();
    await expect(page).toHaveURL(/\/shop\?view=grid$/);
    await expect.poll(() => productLayout(products)).toBe("grid");
    await expect(grid).toHaveAttribute("aria-current", "true");

    // an unknown view falls back to the grid
    await page.goto(`${paths.shop}?view=tiles`);
    await expect.poll(() => productLayout(products)).toBe("grid");
  });

  test("/shop-single has the options, an add-to-cart button and description/reviews tabs", async ({ page }) => {
    await openPage(page, paths.shopSingle, "Pipeline Zip Hoodie", /^Pipeline Zip Hoodie \| Edukon Training$/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Shop" })).toHaveAttribute("href", paths.shop);
    await expect(page.getByText("$340.00", { exact: true })).toBeVisible();

    const options = page.getByRole("form", { name: "Product options" });
    const size = options.getByLabel("Size");
    const colour = options.getByLabel("Colour");
    expect(await size.locator("option:not([disabled])").allTextContents()).toEqual(["SM", "MD", "LG", "XL", "XXL"]);
    expect(await colour.locator("option:not([disabled])").allTextContents()).toEqual([
      "Pink",
      "Ash",
      "Red",
      "White",
      "Blue",
    ]);
    await size.selectOption("XL");
    await colour.selectOption("Blue");
    await expect(options.getByLabel("Quantity", { exact: true })).toHaveValue("1");
    await expect(options.getByRole("button", { name: "Decrease quantity" })).toBeVisible();
    await expect(options.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await options.getByLabel("Discount Code").fill("EDUKON10");
    const addToCart = options.getByRole("button", { name: "Add To Cart" });
    await expect(addToCart).toHaveAttribute("type", "button");
    await addToCart.click();
    await expect(page).toHaveURL(/\/shop-single$/);
    await expect(options.getByLabel("Discount Code")).toHaveValue("EDUKON10");

    // tabs: plain links, so they work with the keyboard and without script
    const tabs = page.getByRole("navigation", { name: "Product information tabs" });
    const descriptionTab = tabs.getByRole("link", { name: "Description" });
    const reviewsTab = tabs.getByRole("link", { name: /^Reviews/ });
    await expect(descriptionTab).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expect(page.locator("#panel-reviews")).toBeHidden();

    await reviewsTab.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop-single\?tab=reviews#product-tabs$/);
    await expect(reviewsTab).toHaveAttribute("aria-current", "true");
    await expect(descriptionTab).not.toHaveAttribute("aria-current", /.+/);
    await expect(page.locator("#panel-description")).toBeHidden();
    const reviews = page.locator("#panel-reviews");
    await expect(reviews).toBeVisible();
    await expect(reviews.getByRole("listitem")).toHaveCount(3);
    await expect(reviews).toContainText("Ritika Sen");

    const reviewForm = page.getByRole("form", { name: "Add a Review" });
    for (const label of ["Your Name", "Your Email", "Your Rating", "Your Review"]) {
      await expect(reviewForm.getByLabel(label)).toBeVisible();
    }
    await reviewForm.getByLabel("Your Name").fill("Test Buyer");
    await reviewForm.getByLabel("Your Review").fill("Warm and well made.");
    const submit = reviewForm.getByRole("button", { name: "Submit Review" });
    await expect(submit).toHaveAttribute("type", "button");
    await submit.click();
    await expect(page).toHaveURL(/\/shop-single\?tab=reviews#product-tabs$/);
    await expect(reviewForm.getByLabel("Your Name")).toHaveValue("Test Buyer");
    await expectAccessible(page);

    await descriptionTab.click();
    await expect(page).toHaveURL(/\/shop-single\?tab=description#product-tabs$/);
    await expect(page.locator("#panel-description")).toBeVisible();
    await expect(page.locator("#panel-reviews")).toBeHidden();
  });

  test("/cart-page shows five rows, the coupon, shipping and totals boxes, and sends nothing", async ({ page }) => {
    await openPage(page, paths.cart, "Shop Cart", /^Shop Cart \| Edukon Training$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").last()).toHaveText(
      "Cart Page",
    );

    const table = page.getByRole("table", { name: "Items in your cart" });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Product",
      "Price",
      "Quantity",
      "Total",
      "Edit",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      const cells = row.getByRole("cell");
      await expect(cells.nth(0).getByRole("link")).toHaveAttribute("href", paths.shopSingle);
      await expect(cells.nth(1)).toHaveText("$250");
      await expect(cells.nth(2).getByRole("spinbutton")).toHaveValue("3");
      await expect(cells.nth(2).getByRole("button", { name: /^Decrease/ })).toBeVisible();
      await expect(cells.nth(2).getByRole("button", { name: /^Increase/ })).toBeVisible();
      await expect(cells.nth(3)).toHaveText("$750");
      await expect(
        cells
          .nth(4)
          .getByRole("link", { name: /^Remove .+ from the cart$/ })
          .locator("img"),
      ).toBeVisible();
    }
    await expect(table.getByLabel("Quantity of Pipeline Pullover Hoodie", { exact: true })).toHaveValue("3");

    const coupon = page.getByRole("group", { name: "Coupon" });
    await expect(coupon.getByLabel("Coupon code")).toHaveAttribute("placeholder", "Coupon Code...");
    await coupon.getByLabel("Coupon code").fill("SPRING");
    await coupon.getByLabel("Coupon code").press("Enter");
    for (const name of ["Apply Coupon", "Update Cart", "Proceed to Checkout", "Update Total"]) {
      const button = page.getByRole("button", { name, exact: true });
      await expect(button).toHaveAttribute("type", "button");
      await button.click();
    }
    await expect(page).toHaveURL(/\/cart-page$/);

    const shipping = page.getByRole("group", { name: "Calculate Shipping" });
    expect(await shipping.getByLabel("Country").locator("option").allTextContents()).toEqual([
      "United Kingdom (UK)",
      "Bangladesh",
      "Pakisthan",
      "India",
      "Nepal",
    ]);
    await shipping.getByLabel("Country").selectOption("India");
    await shipping.getByLabel("State / County").selectOption("Karnataka");
    await expect(shipping.getByLabel("Postcode/ZIP")).toHaveAttribute("placeholder", "Postcode/ZIP");

    const totals = page.getByRole("region", { name: "Cart Totals" });
    await expect(totals.getByRole("row", { name: /Cart Subtotal/ })).toContainText("$ 0.00");
    await expect(totals.getByRole("row", { name: /Shipping and Handling/ })).toContainText("Free Shipping");
    await expect(totals.getByRole("row", { name: /Order Total/ })).toContainText("$ 2940.00");
    await expectAccessible(page);
  });

  test("every template page fits a 320 px phone", async ({ page }) => {
    for (const path of [
      paths.about,
      paths.team,
      paths.teamSingle,
      paths.instructor,
      paths.shop,
      `${paths.shop}?view=list`,
      paths.shopSingle,
      paths.cart,
    ]) {
      await expectFitsSmallPhone(page, path);
    }
  });
});
