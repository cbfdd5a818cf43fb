import { gzipSync } from "node:zlib";
import { expect, test } from "../support/fixtures";
import { publicPages } from "~/lib/routes";

/**
 * Issue 27: the design stays light. Every page's stylesheets together weigh at most 10 KB gzipped (as a phone
 * downloads them), and no page loads a web font (the system UI font; docs/design-system.md). Read from the HTML
 * the server sends, so it needs no rendering.
 */
const CSS_BUDGET_BYTES = 10 * 1024;

test("every page's CSS is at most 10 KB gzipped, and no page loads a web font", async ({ request }) => {
  const sizes = new Map<string, number>();
  const report: string[] = [];
  for (const { visit } of publicPages) {
    const html = await (await request.get(visit)).text();
    const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    let total = 0;
    for (const href of hrefs) {
      if (!sizes.has(href)) {
        const css = await (await request.get(href)).body();
        expect(css.toString("utf8"), `${href} loads a web font`).not.toMatch(/@font-face/);
        sizes.set(href, gzipSync(css).length);
      }
      total += sizes.get(href)!;
    }
    expect(html, `${visit} loads a web font`).not.toMatch(/\.(woff2?|ttf|otf)\b/);
    report.push(`${visit}: ${(total / 1024).toFixed(1)} KB`);
    expect(total, `${visit}: ${hrefs.join(", ")}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  }
  test.info().annotations.push({ type: "css", description: report.join("; ") });
});
