/**
 * What each page costs a phone on a slow network: the JavaScript it downloads (gzipped), from the
 * production build's asset manifest. A route with `handle.hydrate === false` sends none. Budget: no page
 * above 160 KB of gzipped JavaScript (React and Remix alone are about 85 KB).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

const BUDGET_KB = 160;

type AssetRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

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
    lines.push(`${label.padEnd(28)} ${kb.toFixed(1)} KB gzipped JavaScript in ${files.size} files`);
  }
  console.log(lines.sort().join("\n"));
  console.log(
    `heaviest page: ${heaviest.toFixed(1)} KB (budget < ${BUDGET_KB} KB) ${heaviest < BUDGET_KB ? "OK" : "TOO HEAVY"}`,
  );
}
