import { expect, test, waitForHydration } from "../support/fixtures";
import { HYDRATED_PAGES } from "../support/hydrated-pages";

/**
 * The first HTML of a hydrated page preloads only the entry and its route modules, never the shared chunks
 * (decision 0029): 20-odd high-priority preloads delayed the first paint (Lighthouse LCP 2.1-2.5 s). The browser's
 * first render must write the same links as the server, or React reports a hydration mismatch and renders the page
 * again.
 */
for (const path of HYDRATED_PAGES) {
  test(`${path} preloads its entry and route modules only, and hydrates without an error`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(preloads.some((href) => href.startsWith("/build/entry.client-"))).toBe(true);
    expect(preloads.some((href) => href.startsWith("/build/root-"))).toBe(true);
    expect(preloads.filter((href) => href.startsWith("/build/_shared/"))).toEqual([]);

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}
