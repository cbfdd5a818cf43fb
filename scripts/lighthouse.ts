/**
 * Lighthouse (mobile preset, its default) over every page a visitor can open (app/lib/routes.ts), against a running production
 * server; prints the four category scores, the LCP and the Total Blocking Time of each, and the routes below the
 * goals (decision record 0045: performance 100 with TBT ≤ 50 ms; decision record 0022: LCP ≤ 1.5 s; accessibility, best-practices and SEO 100). Not part of `npm test`: it needs
 * Lighthouse, installed outside the repository, and it takes a few minutes.
 *
 *   npm install --prefix /tmp/lh lighthouse@12
 *   npm run build && PORT=5450 DATA_DIR=/tmp/lh-data node build/server.js &
 *   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npx tsx --tsconfig tsconfig.json scripts/lighthouse.ts http://localhost:5450 [/route ...]
 *
 * Each route is requested once before its audit, so that the figures are a warm server's.
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium). `/trainer-profile` is kept out of search engines
 * (robots.txt `Disallow: /trainer-profile`: it is a signed-in form), so its SEO score is not held to 100.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { paths } from "~/lib/paths";
import { publicPages } from "~/lib/routes";

const ROUTES = publicPages.map((route) => route.visit);
/** Routes kept out of search engines on purpose: their SEO audit ("page is blocked from indexing") is expected. */
const NOT_INDEXED = new Set<string>([paths.trainerProfile]);
/**
 * LIGHTHOUSE_CATEGORIES="accessibility,best-practices" audits only those: on a machine too busy for a performance
 * figure that means anything, the checks that do not depend on the load still run in a fraction of the time.
 */
const CATEGORIES = (process.env.LIGHTHOUSE_CATEGORIES ?? "performance,accessibility,best-practices,seo").split(",");

const [origin = "http://localhost:5450", ...only] = process.argv.slice(2);
const lighthouse = process.env.LIGHTHOUSE ?? "/tmp/lh/node_modules/.bin/lighthouse";
const chromeFlags =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";
const folder = mkdtempSync(path.join(tmpdir(), "lighthouse-"));

/** The part of Lighthouse's JSON report read here. */
type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
};

async function audit(route: string) {
  // One request first: the audit measures a warm server, as visitors meet it, not the first render after a start.
  await fetch(`${origin}${route}`, { headers: { connection: "close" } })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const output = path.join(folder, "report.json");
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more attempt.
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync(
        lighthouse,
        [
          `${origin}${route}`,
          "--quiet",
          `--chrome-flags=${chromeFlags}`,
          `--only-categories=${CATEGORIES.join(",")}`,
          "--output=json",
          `--output-path=${output}`,
        ],
        {
          stdio: ["ignore", "ignore", "inherit"],
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        },
      );
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  const scores: Record<string, number> = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
  const tbt = report.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
  const failing = Object.values(report.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
    .map((item) => item.id);
  return { scores, lcp, tbt, failing };
}

const misses: string[] = [];
const SHORT: Record<string, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};
const timed = CATEGORIES.includes("performance");
console.log(
  `${"route".padEnd(42)} ${CATEGORIES.map((id) => (SHORT[id] ?? id).padStart(4)).join(" ")}${timed ? "   LCP     TBT" : ""}`,
);
for (const route of only.length > 0 ? only : ROUTES) {
  const { scores, lcp, tbt, failing } = await audit(route);
  const line = `${route.padEnd(42)} ${CATEGORIES.map((id) => String(scores[id]).padStart(4)).join(" ")}${timed ? ` ${(lcp / 1000).toFixed(2).padStart(5)} s ${tbt.toFixed(0).padStart(4)} ms` : ""}`;
  console.log(failing.length > 0 ? `${line}   (failing: ${failing.join(", ")})` : line);
  const goals = [
    !timed || (scores.performance === 100 && tbt <= 50 && lcp <= 1500),
    scores.accessibility === undefined || scores.accessibility === 100,
    scores["best-practices"] === undefined || scores["best-practices"] === 100,
    scores.seo === undefined || scores.seo === 100 || NOT_INDEXED.has(route),
  ];
  if (goals.includes(false)) misses.push(route);
}
rmSync(folder, { recursive: true, force: true });
console.log(misses.length === 0 ? "every route meets the goals" : `below the goals: ${misses.join(" ")}`);
