import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The element is wholly on the screen and not under the header bar (sticky, or scrolled away); polled, as the page
 * scrolls smoothly (docs/product.md section 5, "Where answers appear").
 */
export async function expectInView(page: Page, element: Locator): Promise<void> {
  const clearOfHeader = async () => {
    const box = await element.boundingBox();
    const header = await page.locator(".header-bar").boundingBox();
    return box && header ? box.y - Math.max(0, header.y + header.height) : -1;
  };
  await expect.poll(clearOfHeader).toBeGreaterThanOrEqual(0);
  await expect(element).toBeInViewport({ ratio: 1 });
}

/** The error summary (docs/product.md section 5): the alert headed "There is a problem", within `place`. */
export function errorSummary(page: Page, place: Page | Locator = page): Locator {
  return place.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
}
