import { expect, expectAccessible, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

test.describe("layout on every page", () => {
  test("header links, sign-in control and footer", async ({ page }) => {
    await page.goto(paths.home);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of <[string, string][]>[
      ["Home", paths.home],
      ["Courses", paths.courses()],
      ["Requirements", paths.board()],
      ["Rate Vendors", paths.vendorsRating()],
      ["Blog", paths.blog],
      ["Contact", paths.contact],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const title of ["Site Map", "Useful Links", "Social Contact", "Our Support"]) {
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(footer).toContainText("© 2022");
    await expectAccessible(page);
  });

  test("the footer's lists hold a training company's items, each leading to its page", async ({ page }) => {
    await page.goto(paths.about);
    const footer = page.getByRole("contentinfo");
    for (const leftover of ["Plugins", "Themes", "Paid with Mollie", "Changelog", "Documentation", "Status"]) {
      await expect(footer.getByRole("link", { name: leftover, exact: true })).toHaveCount(0);
    }
    const lists: [string, [string, string][]][] = [
      [
        "Site Map",
        [
          ["Courses", paths.courses()],
          ["Training Requirements", paths.board()],
          ["Trainer Directory", paths.trainers()],
        ],
      ],
      [
        "Useful Links",
        [
          ["Post a Requirement", paths.postRequirement],
          ["For Trainers", paths.forTrainers],
        ],
      ],
      ["Social Contact", [["Contact Us", paths.contact]]],
      ["Our Support", [["Your Data and Privacy", paths.privacy]]],
    ];
    for (const [title, links] of lists) {
      const list = footer.getByRole("navigation", { name: title });
      for (const [label, href] of links)
        await expect(list.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    // Placeholders only where the site has no page: the social networks' icons and the help centre.
    const placeholders = await footer
      .locator('a[href="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? link.textContent));
    expect(placeholders).toEqual(["Facebook", "Twitter", "LinkedIn", "Instagram", "YouTube", "Help Center"]);
    // Every other footer link answers with a page (a signed-out visitor's account links lead to sign-in).
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("unknown paths show the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Error 404!" })).toBeVisible();
    await expect(page.getByText("Oops! The Page You Are Looking For Could Not Be Found")).toBeVisible();
    await page.getByRole("link", { name: "Go Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the mobile menu and the top panel open and close on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.home);
    await expect(page.getByRole("link", { name: "Sign In2" })).toHaveAttribute("href", paths.signup);
    await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute("href", paths.login());
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav).toBeHidden();

    const phone = page.getByRole("list", { name: "Contact details" }).getByRole("link", { name: /\+91/ });
    await expect(phone).toBeHidden();
    await page.getByText("Contact details").click();
    await expect(phone).toBeVisible();
    await page.getByText("Contact details").click();
    await expect(phone).toBeHidden();
  });

  test("the header stays on screen once the page is scrolled past 200 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(paths.home);
    // The bar's logo link: it stays at the top of the screen instead of scrolling away with the page.
    const logo = page.getByRole("banner").getByRole("link", { name: "Edukon Training home" });
    const atRest = Math.round((await logo.boundingBox())?.y ?? 0);
    await page.mouse.move(600, 200);
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => Math.round((await logo.boundingBox())?.y ?? 999)).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => Math.round((await logo.boundingBox())?.y ?? 999)).toBeLessThan(Math.max(atRest, 60));
  });
});
