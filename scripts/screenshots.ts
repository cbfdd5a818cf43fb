/**
 * `npm run screenshots` (and the last step of `npm test`): every page of app/lib/routes.ts at 320, 360, 768 and
 * 1280 px: the public pages, the signed-in pages (a trainer's profile, applications, the board signed in), a
 * company's manage page (from the link its confirmation mail carries) and the back office as its administrator.
 * Each view is checked for what a visitor would notice (scripts/layout-checks.browser.js): a page wider than the
 * window, text cut off by its box, a word broken mid-way, a pill/badge or button label on two lines, the controls
 * of one form row with different heights; and a broken image, an answer other than the expected one, a console error.
 *
 * Serves the production build itself (in-memory database, local sign-in, port SCREENSHOT_PORT or 3900), unless
 * SCREENSHOT_BASE_URL points at a running site with the local sign-in on. Chromium: as the browser tests'
 * (scripts/chromium.ts). SCREENSHOT_WIDTHS="360,1280" narrows the run, and SCREENSHOT_PATHS="/,/course,/requirements/manage/*" to
 * those paths (a trailing * matches any rest: a manage page's token is only known at run time); SCREENSHOT_WORKERS (2) is how many pages are
 * checked at once; SCREENSHOT_PNG=1 (set by `npm run screenshots`) writes a full-page PNG of each view to
 * screenshots/. Exits with 1 when any view has a problem.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { chromium, type Browser, type ConsoleMessage, type Page } from "@playwright/test";
import { sampleTrainers } from "~/content/sample-trainers";
import { ADMIN, loadLazyImages, manageLink, signInLocally } from "./browser-session";
import { chromiumExecutable } from "./chromium";
import { paths } from "~/lib/paths";
import { pageRoutes, type PageRoute } from "~/lib/routes";

const widths = (process.env.SCREENSHOT_WIDTHS ?? "320,360,768,1280").split(",").map(Number);
const outDir = "screenshots";
const layoutChecks = readFileSync(new URL("./layout-checks.browser.js", import.meta.url), "utf8");
const TRAINER = { name: "Tara Screenshot", email: "tara.trainer@example.com" };

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
  server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: "memory://",
      SEED_SAMPLE_DATA: "1",
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOCAL_SIGN_IN: "1",
      // The run posts one requirement as a company would, at robot speed.
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${baseUrl}${paths.healthz}`, 60_000);
}

const executablePath = chromiumExecutable();
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
if (process.env.SCREENSHOT_PNG === "1") mkdirSync(outDir, { recursive: true });

type View = { who: "visitor" | "trainer" | "admin"; path: string; status: number; hydrates: boolean };
const routesFor = (access: PageRoute["access"][]) => pageRoutes.filter((route) => access.includes(route.access));

const setup = await browser.newContext();
const adminSetup = await browser.newContext();
await signInLocally(adminSetup, baseUrl, ADMIN);
const managePath = await manageLink(setup, adminSetup, baseUrl);
const adminState = await adminSetup.storageState();
await Promise.all([setup.close(), adminSetup.close()]);
const trainerSetup = await browser.newContext();
await signInLocally(trainerSetup, baseUrl, TRAINER);
const trainerState = await trainerSetup.storageState();
await trainerSetup.close();

const views: View[] = [
  ...routesFor(["anyone", "local-sign-in"]).map(({ visit, status = 200, hydrates }) => ({
    who: "visitor" as const,
    path: visit,
    status,
    hydrates,
  })),
  ...routesFor(["private-link"])
    .filter((route) => route.visit !== paths.requirementManage("A".repeat(43)))
    .map(({ visit, status = 200, hydrates }) => ({ who: "visitor" as const, path: visit, status, hydrates })),
  { who: "visitor", path: managePath, status: 200, hydrates: true },
  // A sample trainer's public page (the server seeds the sample directory).
  { who: "visitor", path: paths.trainer(sampleTrainers[0]!.slug), status: 200, hydrates: false },
  ...routesFor(["signed-in"]).map(({ visit, hydrates }) => ({
    who: "trainer" as const,
    path: visit,
    status: 200,
    hydrates,
  })),
  { who: "trainer", path: paths.trainerProfile, status: 200, hydrates: true },
  { who: "trainer", path: paths.board(), status: 200, hydrates: true },
  ...routesFor(["admin"]).map(({ visit, hydrates }) => ({ who: "admin" as const, path: visit, status: 200, hydrates })),
];

async function check(page: Page, view: View): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The browser reports the not-found document itself as a failed resource.
    if (view.status === 404 && message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  };
  // The page is reused for the next view: this view's listener goes with it.
  page.on("console", onConsole);
  try {
    return await checkView(page, view, problems);
  } finally {
    page.off("console", onConsole);
  }
}

async function checkView(page: Page, view: View, problems: string[]): Promise<string[]> {
  const response = await page.goto(`${baseUrl}${view.path}`);
  // A hydrated page's look is final once root.tsx marks it (carousels, header); a static page's at its load.
  if (view.hydrates)
    await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached", timeout: 15_000 })
      .catch(() => problems.push("never hydrated"));
  if (response?.status() !== view.status) problems.push(`status ${response?.status()}, not ${view.status}`);
  await loadLazyImages(page);
  await page.waitForLoadState("load");
  const found = await page.evaluate(() => ({
    broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    lorem: /lorem ipsum/i.test(document.body.innerText),
  }));
  for (const src of found.broken) problems.push(`broken image ${src}`);
  if (found.lorem) problems.push("'lorem ipsum' visible");
  problems.push(...((await page.evaluate(layoutChecks)) as string[]));
  return problems;
}

const fileName = (view: View, width: number) => {
  const name = view.path === paths.home ? "home" : view.path.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_");
  return `${outDir}/${view.who === "visitor" ? "" : `${view.who}--`}${name.slice(0, 80)}-${width}.png`;
};

/**
 * Speed (decision record 0048): every view is one task on a shared queue that WORKERS pages take from at once (two
 * on a 2-core machine: one page renders while the other waits for the server). Each role keeps one signed-in
 * context for the whole run and each worker one page per role, which moves between widths with setViewportSize
 * rather than opening a new context and page per view. The PNG is written only when asked (SCREENSHOT_PNG=1,
 * which `npm run screenshots` sets): the checks read the live page, and encoding full-page PNGs was a third of
 * the time of a check-only run.
 */
const workers = Math.max(1, Number(process.env.SCREENSHOT_WORKERS ?? 2));
const writePng = process.env.SCREENSHOT_PNG === "1";
const onlyPaths = process.env.SCREENSHOT_PATHS?.split(",").filter(Boolean);
const chosen = onlyPaths
  ? views.filter((view) =>
      onlyPaths.some((p) => (p.endsWith("*") ? view.path.startsWith(p.slice(0, -1)) : view.path === p)),
    )
  : views;
const tasks = widths.flatMap((width) => chosen.map((view) => ({ width, view })));
let failures = 0;
const started = Date.now();
async function run(browser: Browser): Promise<void> {
  // Reduced motion holds the carousels still (they start paused, docs/product.md): a slide caught halfway through
  // its autoplay move is not a layout fault, and with two pages at once a view can outlast the 5 s autoplay.
  const options = { reducedMotion: "reduce" } as const;
  const contexts = {
    visitor: await browser.newContext(options),
    trainer: await browser.newContext({ ...options, storageState: trainerState }),
    admin: await browser.newContext({ ...options, storageState: adminState }),
  };
  let next = 0;
  async function worker(): Promise<void> {
    const pages = new Map<View["who"], Page>();
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      const { width, view } = task;
      let page = pages.get(view.who);
      if (!page) {
        page = await contexts[view.who].newPage();
        pages.set(view.who, page);
      }
      await page.setViewportSize({ width, height: 800 });
      let problems: string[];
      try {
        // A view that hangs (a stuck evaluate has no timeout of its own) fails alone instead of stalling the run.
        problems = await Promise.race([
          check(page, view).then(async (found) => {
            if (writePng) await page.screenshot({ path: fileName(view, width), fullPage: true, timeout: 60_000 });
            return found;
          }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer in 90 s")), 90_000)),
        ]);
      } catch (error) {
        problems = [`view not checked: ${error instanceof Error ? error.message : String(error)}`];
        await page.close().catch(() => undefined);
        pages.delete(view.who);
      }
      const shown = [...new Set(problems)];
      console.log(
        `${shown.length ? "✗" : "✓"} ${width}px ${view.who === "visitor" ? "" : `(${view.who}) `}${view.path}${
          shown.length
            ? `\n    ${shown.slice(0, 8).join("\n    ")}${shown.length > 8 ? `\n    … ${shown.length - 8} more` : ""}`
            : ""
        }`,
      );
      failures += shown.length ? 1 : 0;
    }
  }
  await Promise.all(Array.from({ length: workers }, worker));
  await Promise.all(Object.values(contexts).map((context) => context.close()));
}
try {
  await run(browser);
} finally {
  await browser.close();
  server?.kill();
}
console.log(
  `\n${failures === 0 ? "All pages look whole." : `${failures} page views with problems.`} ${tasks.length} views in ${Math.round((Date.now() - started) / 1000)} s with ${workers} pages at once.${writePng ? ` Screenshots in ${outDir}/` : " No PNGs written (SCREENSHOT_PNG=1 writes them)."}`,
);
process.exit(failures === 0 ? 0 : 1);
