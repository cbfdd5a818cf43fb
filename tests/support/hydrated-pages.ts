import { expect, type Page } from "@playwright/test";

/** The pages that load JavaScript and hydrate (README, "Browser JavaScript and Lighthouse"). */
export const HYDRATED_PAGES = [
  "/",
  "/contact",
  "/course",
  "/course-enroll?title=Docker%20Essentials",
  "/post-requirement",
  "/blog",
  "/training-requirements",
  "/trainer-profile",
  "/vendors-rating",
];

/** Resolves once React owns the page (the header's first link carries a fiber). */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("header a") ?? {}).some((key) => key.startsWith("__reactFiber")),
      ),
    )
    .toBe(true);
}
