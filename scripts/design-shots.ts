/**
 * The design review's set of screenshots (docs/design-system.md): full-page PNGs at 360 and 1280 px of the pages a
 * visitor judges the company by (home, catalogue, a course, the board, a trainer's public page, a company's manage
 * page, the trainer's profile signed in as a sample trainer, the cart) and a clip of the footer at both widths,
 * taken from a running site so that the same set can be taken of two versions and compared side by side.
 *
 *   npx tsx --tsconfig tsconfig.json scripts/design-shots.ts http://localhost:3605 /tmp/shots/after
 *
 * The site must run with its sample data and the local sign-in (SEED_SAMPLE_DATA=1 LOCAL_SIGN_IN=1
 * FORM_MIN_FILL_MS=0, as scripts/screenshots.ts starts it): the run posts one requirement as a company and reads
 * its manage link from the outbox as the administrator. Files: <dir>/<page>-<width>.png. DESIGN_SHOTS_WIDTHS
 * ("360,1280") and DESIGN_SHOTS_PAGES ("home,footer") narrow the run; DESIGN_SHOTS_COURSE is the course page's path
 * on a version older than /courses/{slug} (there, /course-azure-admin). Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { sampleTrainers } from "~/content/sample-trainers";
import { paths } from "~/lib/paths";
import { ADMIN, loadLazyImages, manageLink, signInLocally } from "./browser-session";

const [baseUrl = "http://localhost:3605", outDir = "design-shots"] = process.argv.slice(2);
const widths = (process.env.DESIGN_SHOTS_WIDTHS ?? "360,1280").split(",").map(Number);
const only = process.env.DESIGN_SHOTS_PAGES?.split(",").filter(Boolean);
/** A sample trainer (seeded with a full profile and reviews): their public page, and their own profile form. */
const sample = sampleTrainers[0]!;
const TRAINER = { name: sample.name, email: `${sample.slug}@trainers.example` };

const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate) => candidate && existsSync(candidate),
);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
// Reduced motion holds the carousels still, so that two runs show the same slides.
const options = { reducedMotion: "reduce" } as const;
const visitor = await browser.newContext(options);
const admin = await browser.newContext(options);
const trainer = await browser.newContext(options);
mkdirSync(outDir, { recursive: true });

/** `path` is a function for the manage page, whose token is only known once its requirement is posted. */
type Shot = { name: string; who: "visitor" | "trainer"; path: string | (() => Promise<string>); clip?: "footer" };
let managePath: string | undefined;
const shots: Shot[] = [
  { name: "home", who: "visitor", path: paths.home },
  { name: "course", who: "visitor", path: paths.courses() },
  {
    name: "course-page",
    who: "visitor",
    path: process.env.DESIGN_SHOTS_COURSE ?? paths.course("azure-administration"),
  },
  { name: "training-requirements", who: "visitor", path: paths.board() },
  { name: "trainer", who: "visitor", path: paths.trainer(sample.slug) },
  {
    name: "manage",
    who: "visitor",
    path: async () => {
      if (!managePath) {
        await signInLocally(admin, baseUrl, ADMIN);
        managePath = await manageLink(visitor, admin, baseUrl);
      }
      return managePath;
    },
  },
  { name: "trainer-profile", who: "trainer", path: paths.trainerProfile },
  { name: "cart-page", who: "visitor", path: paths.cart },
  { name: "footer", who: "visitor", path: paths.about, clip: "footer" },
];

async function take(page: Page, shot: Shot, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${baseUrl}${typeof shot.path === "string" ? shot.path : await shot.path()}`);
  await page.waitForLoadState("load");
  await loadLazyImages(page);
  const file = `${outDir}/${shot.name}-${width}.png`;
  if (shot.clip === "footer") await page.getByRole("contentinfo").last().screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

try {
  if (!only || only.includes("trainer-profile")) await signInLocally(trainer, baseUrl, TRAINER);
  const pages = { visitor: await visitor.newPage(), trainer: await trainer.newPage() };
  for (const shot of shots.filter((candidate) => !only || only.includes(candidate.name)))
    for (const width of widths) await take(pages[shot.who], shot, width);
} finally {
  await browser.close();
}
