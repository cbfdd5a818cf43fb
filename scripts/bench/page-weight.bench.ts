/**
 * What each page costs a phone on a slow network: the JavaScript it downloads (gzipped), from the
 * production build's asset manifest, everything a page loads including after hydration. A route with
 * `handle.hydrate === false` sends none. Budgets (decision record 0057): 105 KB without a form, 125 KB with one (it loads
 * Conform); React and Remix alone are about 84 KB. The budgets hold what a page loads before the visitor scrolls, which
 * tests/e2e/bundles.js-only.spec.ts measures and fails on; this figure also counts what loads later (keen-slider, once
 * a carousel nears the viewport), so a carousel page may read a few KB over here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

const BUDGET_KB = 105;
const FORM_BUDGET_KB = 125;

type AssetRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

type Metafile = {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
};

/** The files these ones import with `import()` (a page may load them after hydration), as /build/... paths. */
function loadedLater(files: Set<string>, metafile: Metafile): Set<string> {
  const later = new Set<string>();
  for (const file of files) {
    for (const imported of metafile.outputs[`public${file}`]?.imports ?? []) {
      const served = imported.path.replace(/^public/, "");
      if (imported.kind === "dynamic-import" && !files.has(served)) later.add(served);
    }
  }
  return later;
}

function gzippedKb(files: Set<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join("public", file))).length;
  return bytes / 1024;
}

export default async function bench() {
  const build = (await import(url.pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const assets = build.assets as unknown as {
    entry: { module: string; imports: string[] };
    routes: Record<string, AssetRoute>;
  };
  const pages = Object.values(assets.routes).filter(
    (route) =>
      route.parentId === "root" && (route.path !== undefined || route.index) && build.routes[route.id]?.module.default,
  );
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  let over = 0;
  const lines: string[] = [];
  for (const route of pages) {
    const handle = build.routes[route.id]?.module.handle as { hydrate?: boolean } | undefined;
    const label = `/${route.index ? "" : route.path}`;
    if (handle?.hydrate === false) {
      lines.push(`${label.padEnd(28)} no JavaScript`);
      continue;
    }
    const root = assets.routes.root!;
    const files = new Set([
      assets.entry.module,
      ...assets.entry.imports,
      root.module,
      ...(root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
    const later = loadedLater(files, metafile);
    const all = new Set([...files, ...later]);
    const kb = gzippedKb(all);
    // A page with a form loads Conform or its form contract's zod (as tests/e2e/bundles.js-only.spec.ts counts it).
    const withForm = [...all].some((file) =>
      Object.keys(metafile.outputs[`public${file}`]?.inputs ?? {}).some((input) =>
        /node_modules\/(@conform-to|zod)\//.test(input),
      ),
    );
    const budget = withForm ? FORM_BUDGET_KB : BUDGET_KB;
    if (kb > budget) over += 1;
    const afterHydration = later.size > 0 ? ` (${gzippedKb(later).toFixed(1)} KB of it after hydration)` : "";
    lines.push(
      `${label.padEnd(28)} ${kb.toFixed(1).padStart(5)} KB of ${budget} KB${withForm ? " (form)" : ""} ${kb <= budget ? "OK  " : "OVER"} in ${all.size} files${afterHydration}`,
    );
  }
  console.log(lines.sort().join("\n"));
  console.log(`pages over their JavaScript budget: ${over}`);
}
