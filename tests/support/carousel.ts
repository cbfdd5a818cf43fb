import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/** A carousel's row: the slides' container (no role of its own; decision record 0057). */
export const trackOf = (carousel: Locator) => carousel.getByRole("group").first().locator("..");

/**
 * Where the slides stand: the row's scroll position (a native row scrolls) and each slide's left edge (keen-slider
 * moves the slides, not the row).
 */
const positions = (track: Locator) =>
  track.evaluate((el) =>
    [el.scrollLeft, ...[...el.children].map((slide) => slide.getBoundingClientRect().left)].map(Math.round).join(),
  );

/** Waits until the row stands still (the same positions at two looks in a row). */
export async function settled(track: Locator): Promise<void> {
  let last = "";
  await expect
    .poll(async () => {
      const now = await positions(track);
      const still = now === last;
      last = now;
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

/** Has keen-slider taken the row over? (it puts its class on the row: decision record 0057) */
export const driven = (track: Locator) => track.evaluate((el) => el.classList.contains("keen-slider"));
