/**
 * `npm run screenshots`: a full-page PNG of every page a visitor can open (app/lib/routes.ts, the not-found page
 * included) at 360 px and 1280 px, written to screenshots/, with a report of what a visitor would notice: a page
 * wider than the window, a broken image, an answer other than 200, a console error.
 *
 * Serves the production build itself (in-memory database, port SCREENSHOT_PORT or 3900), unless
 * SCREENSHOT_BASE_URL points at a running site. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 * Exits with 1 when any page has a problem.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { paths } from "~/lib/paths";
import { pageRoutes } from "~/lib/routes";

const widths = [360, 1280];
const outDir = "screenshots";

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let server: ChildProcess | undefined;
let baseUrl = process.env.SCREENSHOT_BASE_URL;
if (!baseUrl) {
  const port = process.env.SCREENSHOT_PORT ?? "3900";
  baseUrl = `http://localhost:${port}`;
  server = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: "memory://",
      SEED_SAMPLE_DATA: "1",
      DATABASE_URL: "",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${baseUrl}${paths.healthz}`, 60_000);
}

const pages = pageRoutes.filter((route) => route.access === "anyone");

const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate) => candidate && existsSync(candidate),
);
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
mkdirSync(outDir, { recursive: true });

let failures = 0;
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  for (const { visit: path, status: expected = 200 } of pages) {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      // The browser reports the not-found document itself as a failed resource.
      if (expected === 404 && message.text().startsWith("Failed to load resource")) return;
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    if (response?.status() !== expected) problems.push(`status ${response?.status()}`);
    // Lazy images below the fold only load when scrolled to: scroll through the page first, then make
    // them eager, because a full-page capture does not scroll and would show their boxes empty.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
      document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = "eager"));
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    });
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      lorem: /lorem ipsum/i.test(document.body.innerText),
    }));
    if (found.overflow > 0) problems.push(`${found.overflow}px wider than the window`);
    for (const src of found.broken) problems.push(`broken image ${src}`);
    if (found.lorem) problems.push("'lorem ipsum' visible");
    const name = path === paths.home ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(
      `${problems.length ? "✗" : "✓"} ${width}px ${path}${problems.length ? `\n    ${problems.join("\n    ")}` : ""}`,
    );
    failures += problems.length ? 1 : 0;
    await page.close();
  }
  await context.close();
}
await browser.close();
server?.kill();
console.log(
  `\n${failures === 0 ? "All pages look whole." : `${failures} page views with problems.`} Screenshots in ${outDir}/`,
);
process.exit(failures === 0 ? 0 : 1);
