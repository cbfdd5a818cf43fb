import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { expect, test } from "../support/fixtures";
import { pageRoutes } from "~/lib/routes";

/**
 * What the production build sends to browsers (decision record 0021), read from the build this harness
 * serves: the Remix manifest (which files each page loads) and esbuild's metafile (what is in each file). No timing,
 * no browser. The weights are gzipped, as a phone downloads them.
 */

type ManifestRoute = { id: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };
type Metafile = {
  outputs: Record<
    string,
    { bytes: number; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }
  >;
};

/** Every page pays React, Remix and the root (header, footer): no form, slider or search library belongs there. */
const ROOT_BUDGET_KB = 95;
/**
 * The budgets of decision record 0057, gzipped, of everything a page loads before the visitor scrolls (its entry,
 * root and route files with their chunks; not what it fetches later with `import()`, such as keen-slider when a
 * carousel nears the viewport): a page without a form 105 KB, a page with a form (`hasForm`) 125 KB, a content page
 * (one that does not hydrate) nothing at all. Guards, not a design force: code is placed by meaning, and a page over
 * its budget is a reason to look, not to move values between modules.
 */
const PAGE_BUDGET_KB = 105;
const FORM_PAGE_BUDGET_KB = 125;
/**
 * The most files a route's page loads (entry, root and route, with their shared chunks; the bench prints the count):
 * every file is a request, and under HTTP/2 still a round of module loading. `/` loads the most (decision 0028). A
 * guard like the budgets above (0057): `/` went from 26 to 29 when code went back where its meaning puts it (the
 * board's panel reads `forms/abuse.ts`, `plainText` imports zod, `MetaList` is its own module), since esbuild makes
 * one file per set of pages that import a module. 30 when the back office took the site's one field error
 * (`form/field.tsx`): the admin pages now share Conform's file without `use-form.ts`, which became a file of its own.
 */
const PAGE_FILE_BUDGET = 30;
/**
 * Never in a browser bundle: classic zod (and its `new Function` probe), fuse.js, and Conform's zod adapter (its
 * classic-zod coercion, and its constraint reader with Babel's helpers: app/forms/parse-with-zod.ts does both for the
 * browser, decision record 0021).
 */
const NEVER_IN_THE_BROWSER = [
  /node_modules\/zod\/v4\/classic\//,
  /node_modules\/zod\/v4\/core\/compile/,
  /node_modules\/@conform-to\/zod\//,
  /node_modules\/fuse\.js\//,
];

function readBuild() {
  const manifestFile = readdirSync("public/build").find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error("No Remix manifest in public/build: run `npm run build` first.");
  const context: { window: { __remixManifest?: Manifest } } = { window: {} };
  vm.runInNewContext(readFileSync(path.join("public/build", manifestFile), "utf8"), context);
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  return { manifest: context.window.__remixManifest!, metafile };
}

const { manifest, metafile } = readBuild();
const rootFiles = [
  manifest.entry.module,
  ...manifest.entry.imports,
  manifest.routes.root!.module,
  ...(manifest.routes.root!.imports ?? []),
];
const pages = Object.values(manifest.routes).filter((route) => route.id !== "root");

function filesOf(route: ManifestRoute): Set<string> {
  return new Set([...rootFiles, route.module, ...(route.imports ?? [])]);
}
/** The page's files and what they load later with `import()`: a page may load them too, so they count. */
function withLaterLoads(files: Set<string>): Set<string> {
  const later = [...files].flatMap((file) =>
    (metafile.outputs[`public${file}`]?.imports ?? [])
      .filter((imported) => imported.kind === "dynamic-import")
      .map((imported) => imported.path.replace(/^public/, "")),
  );
  return new Set([...files, ...later]);
}
function inputsOf(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => Object.keys(metafile.outputs[`public${file}`]?.inputs ?? {}));
}
/**
 * A page with a form: it loads Conform, or the zod of a form contract (app/forms/, one contract per form, decision
 * 0013) for a form that Conform does not drive (the manage page's buttons, /trainers' search, a review). The root
 * loads neither (the first test), so only a page's own form brings them in.
 */
function hasForm(files: Iterable<string>): boolean {
  return inputsOf(files).some((input) => /node_modules\/(@conform-to|zod)\//.test(input));
}
function gzippedKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join("public", file))).length;
  return bytes / 1024;
}

test.describe("browser bundles", () => {
  test("the JavaScript every page loads holds no form, slider or search library", () => {
    expect(gzippedKb(rootFiles)).toBeLessThan(ROOT_BUDGET_KB);
    expect(
      inputsOf(withLaterLoads(new Set(rootFiles))).filter((input) =>
        /zod|@conform-to|keen-slider|fuse\.js/.test(input),
      ),
    ).toEqual([]);
  });

  test("no page loads classic zod, fuse.js or Conform's zod adapter", () => {
    const found = pages.flatMap((route) =>
      inputsOf(withLaterLoads(filesOf(route)))
        .filter((input) => NEVER_IN_THE_BROWSER.some((pattern) => pattern.test(input)))
        .map((input) => `${route.id}: ${input}`),
    );
    expect(found).toEqual([]);
  });

  test("keen-slider is in no file a page loads before scrolling; the carousels' pages fetch it later", () => {
    // Decision record 0057: the Carousel imports keen-slider with import() when a carousel nears the viewport.
    const keen = (files: Iterable<string>) =>
      inputsOf(files).filter((input) => input.includes("node_modules/keen-slider/"));
    expect(pages.flatMap((route) => keen(filesOf(route)).map((input) => `${route.id}: ${input}`))).toEqual([]);
    for (const id of ["routes/_index", "routes/blog"]) {
      expect(keen(withLaterLoads(filesOf(manifest.routes[id]!))), id).not.toEqual([]);
    }
  });

  test("no file of the build is only Remix's empty stand-in for a server module", () => {
    // Remix builds each `*.server` module and `@remix-run/node` for the browser as `module.exports = {}`. Being
    // CommonJS it is never tree-shaken: imported by two routes, it is a ~100-byte file of its own on their pages.
    // A route module imports server code only through its own `<route>.server.ts` (decision 0028, ESLint).
    const standIns = Object.entries(metafile.outputs)
      .filter(([, output]) => {
        const inputs = Object.keys(output.inputs);
        return inputs.length > 0 && inputs.every((input) => input.startsWith("empty-module:"));
      })
      .map(([file, output]) => `${file}: ${Object.keys(output.inputs).join(", ")}`);
    expect(standIns).toEqual([]);
  });

  test(`no route loads more than ${PAGE_FILE_BUDGET} JavaScript files with the entry and the root`, () => {
    const many = pages
      .map((route) => ({ route: route.id, files: filesOf(route).size }))
      .filter(({ files }) => files > PAGE_FILE_BUDGET);
    expect(many).toEqual([]);
  });

  test(`before scrolling a page loads at most ${PAGE_BUDGET_KB} KB of gzipped JavaScript, ${FORM_PAGE_BUDGET_KB} KB with a form`, () => {
    const heavy = pages
      .map((route) => {
        const files = filesOf(route);
        const kb = Math.round(gzippedKb(files) * 10) / 10;
        return { route: route.id, kb, budget: hasForm(files) ? FORM_PAGE_BUDGET_KB : PAGE_BUDGET_KB };
      })
      .filter(({ kb, budget }) => kb > budget);
    expect(heavy).toEqual([]);
  });

  test("a content page (one that does not hydrate) loads no JavaScript at all", async ({ request }) => {
    const contentPages = pageRoutes.filter((route) => !route.hydrates && route.access === "anyone" && !route.status);
    expect(contentPages.length).toBeGreaterThan(5);
    for (const route of contentPages) {
      const html = await (await request.get(route.visit)).text();
      // JSON-LD is data, not script: the browser runs none of it.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
        ([, attrs]) => !/application\/ld\+json/.test(attrs!),
      );
      expect(
        scripts.map(([tag]) => tag),
        route.visit,
      ).toEqual([]);
      expect(html, route.visit).not.toMatch(/rel="modulepreload"/);
    }
  });
});
