/**
 * What each page costs a phone on a slow network: the JavaScript it downloads (gzipped), from the
 * production build's asset manifest. A route with `handle.hydrate === false` sends none. Goal (issue 17): at most
 * 100 KB of gzipped JavaScript on every page (React and Remix alone are about 83 KB, the root 5 KB). The hard
 * limits that fail the tests are in tests/e2e/bundles.js-only.spec.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

const GOAL_KB = 100;

type AssetRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

type Metafile = { outputs: Record<string, { imports: { path: string; kind: string }[] }> };

/** The files these ones import with `import()` (keen-slider, once a carousel has hydrated), as /build/... paths. */
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
  let heaviest = 0;
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
    const kb = gzippedKb(files);
    heaviest = Math.max(heaviest, kb);
    const later = loadedLater(files, metafile);
    const afterHydration = later.size > 0 ? ` + ${gzippedKb(later).toFixed(1)} KB after hydration` : "";
    const verdict = kb <= GOAL_KB ? "" : "  (over the goal)";
    lines.push(
      `${label.padEnd(28)} ${kb.toFixed(1)} KB gzipped JavaScript in ${files.size} files${afterHydration}${verdict}`,
    );
  }
  console.log(lines.sort().join("\n"));
  console.log(
    `heaviest page: ${heaviest.toFixed(1)} KB (goal ≤ ${GOAL_KB} KB) ${heaviest <= GOAL_KB ? "met" : "not met"}`,
  );
}
