import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

/**
 * The brand's typeface (docs/design-system.md, decision 0063): one self-hosted file, preloaded by the first HTML,
 * and no layout shift (CLS 0) when it arrives with the stylesheet, next to none when it arrives after the first
 * paint (a slow phone) and replaces the size-adjusted fallback.
 */
const FONT_FAMILY = "IBM Plex Sans";
const PAGES = [paths.home, paths.about, paths.courses(), paths.board(), paths.trainer("kavya-raman")];

/**
 * The page's layout shifts as Lighthouse's CLS counts them (none that follow a person's input): their sum, and what
 * moved, for the failure message.
 */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const found = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            for (const source of entry.sources)
              found.moved.push(
                `${source.node?.nodeName} "${source.node?.textContent?.trim().slice(0, 40)}" ` +
                  `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Two frames later every buffered entry has been delivered.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
      }),
  );
}

async function brandFontLoaded(page: Page): Promise<boolean> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    (family) =>
      [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
    FONT_FAMILY,
  );
}

test("the first HTML preloads the one font file the stylesheet names, a small Latin woff2 kept for a year", async ({
  request,
}) => {
  const html = await (await request.get(paths.home)).text();
  const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"/.exec(
    html,
  );
  expect(preload, "a font preload in the head").not.toBeNull();
  const fontHref = preload![1]!;
  const cssHref = /<link rel="stylesheet" href="([^"]*\/app-[^"]+\.css)"/.exec(html)![1]!;
  const css = await (await request.get(cssHref)).text();
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  const brand = faces.filter((face) => face.includes(`font-family:${FONT_FAMILY};`));
  expect(brand).toHaveLength(1);
  expect(brand[0]).toContain(`url(${fontHref})`);
  expect(brand[0]).toContain("font-display:swap");
  expect(brand[0]).toContain("unicode-range:U+0000-00FF");
  // The fallback face is the size-adjusted local Arial, never a download.
  expect(faces.filter((face) => face.includes("url("))).toHaveLength(1);

  const font = await request.get(fontHref);
  expect(font.status()).toBe(200);
  expect(font.headers()["content-type"]).toContain("font/woff2");
  expect(font.headers()["cache-control"]).toContain("immutable");
  expect((await font.body()).length).toBeLessThanOrEqual(50 * 1024);
});

for (const path of PAGES) {
  test(`${path} is set in the brand font and does not shift when it loads`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await brandFontLoaded(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"IBM Plex Sans"/);
    const shift = await layoutShift(page);
    expect(shift.total, shift.moved.join("\n")).toBe(0);
  });
}

/**
 * Arial scaled to Plex's widths is not Plex: a right-aligned menu or the second item of a row may move by a pixel or
 * two when the font swaps. Under a thousandth of CLS (Lighthouse's "good" is 0.1) is what no visitor sees; the
 * system font without the size-adjusted fallback shifted the same page by far more (see decision 0063).
 */
const LATE_FONT_MAX_SHIFT = 0.001;

test("a font that arrives after the first paint moves next to nothing (the fallback has its metrics)", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.woff2", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.about, { waitUntil: "domcontentloaded" });
  // The page painted in the fallback (the font is held): then the font arrives and is swapped in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => document.fonts.check(`16px "IBM Plex Sans"`))).toBe(false);
  release();
  expect(await brandFontLoaded(page)).toBe(true);
  const shift = await layoutShift(page);
  expect(shift.total, shift.moved.join("\n")).toBeLessThan(LATE_FONT_MAX_SHIFT);
});
