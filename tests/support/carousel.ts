import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/** A carousel's row: the slides' container (no role of its own; decision record 0054). */
export const trackOf = (carousel: Locator) => carousel.getByRole("group").first().locator("..");

/** Waits until the row stands still (the same scroll position at two looks in a row). */
export async function settled(track: Locator): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const left = await track.evaluate((el) => el.scrollLeft);
      const still = left === last;
      last = left;
      return still;
    })
    .toBe(true);
}

/** The index of the slide at the row's left edge, once the row has stopped moving. */
export async function settledIndex(track: Locator): Promise<number> {
  await settled(track);
  return track.evaluate((el) => {
    const edge = el.getBoundingClientRect().left;
    const slides = [...el.children].map((slide) => Math.abs(slide.getBoundingClientRect().left - edge));
    return slides.indexOf(Math.min(...slides));
  });
}
