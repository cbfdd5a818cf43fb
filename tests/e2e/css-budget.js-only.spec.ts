import { gzipSync } from "node:zlib";
import { expect, test } from "../support/fixtures";
import { publicPages } from "~/lib/routes";

/**
 * The design stays light. Every page's stylesheets together weigh at most 10 KB gzipped (as a phone downloads
 * them), and every page loads one web font file at most: the brand's, preloaded (docs/design-system.md, decision
 * 0063; brand-font.js-only.spec.ts checks it). Read from the HTML the server sends, so it needs no rendering.
 */
const CSS_BUDGET_BYTES = 10 * 1024;

test("every page's CSS is at most 10 KB gzipped, and no page loads a font but the brand's one file", async ({
  request,
}) => {
  const sizes = new Map<string, number>();
  const report: string[] = [];
  for (const { visit } of publicPages) {
    const html = await (await request.get(visit)).text();
    const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    let total = 0;
    for (const href of hrefs) {
      if (!sizes.has(href)) {
        const css = await (await request.get(href)).body();
        const fonts = [...css.toString("utf8").matchAll(/url\(([^)]+\.(?:woff2?|ttf|otf))\)/g)].map(
          (match) => match[1],
        );
        expect(fonts.length, `${href} loads ${fonts.join(", ")}`).toBeLessThanOrEqual(1);
        sizes.set(href, gzipSync(css).length);
      }
      total += sizes.get(href)!;
    }
    const fontFiles = new Set([...html.matchAll(/href="([^"]+\.(?:woff2?|ttf|otf))"/g)].map((match) => match[1]));
    expect([...fontFiles], `${visit} names one font file, the brand's`).toHaveLength(1);
    report.push(`${visit}: ${(total / 1024).toFixed(1)} KB`);
    expect(total, `${visit}: ${hrefs.join(", ")}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  }
  test.info().annotations.push({ type: "css", description: report.join("; ") });
});
