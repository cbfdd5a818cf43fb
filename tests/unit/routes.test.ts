import { readFileSync } from "node:fs";
import { matchRoutes } from "@remix-run/react";
// Remix's own reading of app/routes/ (the classic compiler's flat routes), so that the test sees what the build serves.
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "~/lib/routes";
import remixConfig from "../../remix.config.js";
import { actionRoutes, readRoutes } from "../hostile/routes";

/**
 * The one list of routes (app/lib/routes.ts) and the hostile suite's rows (tests/hostile/routes.ts) against the files in
 * app/routes/: a route added without its entry, or an entry that opens another route than it says, fails here.
 */
// The files, plus the routes remix.config.js declares (`/index`, the home page's module under its own id), as
// Remix's readConfig merges them.
const manifest = {
  ...flatRoutes("app", remixConfig.ignoredRouteFiles),
  ...Object.fromEntries(
    Object.entries(await remixConfig.routes!(defineRoutes)).map(([id, route]) => [
      id,
      { ...route, parentId: route.parentId || "root" },
    ]),
  ),
};
const modules = Object.values(manifest);
const byParent = (parentId: string): Parameters<typeof matchRoutes>[0] =>
  modules
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: byParent(route.id) },
    );
const tree = byParent("root");

const source = (id: string) => readFileSync(`app/${manifest[id]!.file}`, "utf8");
const isPage = (id: string) => /export\s+default\b|export\s*\{[^}]*\bdefault\b/.test(source(id));
const hasAction = (id: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(source(id));
// `staticContentPage`: a page without scripts whose loader returns fixed content (decision 0049).
const isStatic = (id: string) => /export\s+const\s+handle\s*=\s*static(Content)?Page\b/.test(source(id));

/** The route modules a URL renders, outermost first (the catch-all `routes/$` when nothing else matches). */
function matchedIds(url: string): string[] {
  const { pathname } = new URL(url.replaceAll("{x}", "x"), "http://localhost");
  return (matchRoutes(tree, pathname) ?? []).map((match) => match.route.id ?? "");
}
const leaf = (url: string) => matchedIds(url).at(-1);
const NOT_FOUND = "routes/$";

const pageVisits = pageRoutes.map((route) => route.visit);
const hostilePaths = [...actionRoutes.map((route) => route.path), ...readRoutes];

describe("the list of routes", () => {
  it("has every page route of app/routes/ (layouts through their pages)", () => {
    const listed = new Set(pageVisits.flatMap(matchedIds));
    const missing = modules.filter((route) => isPage(route.id) && !listed.has(route.id)).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it("opens a page with each entry, the catch-all only for a path that exists nowhere", () => {
    for (const route of pageRoutes) {
      const id = leaf(route.visit);
      expect(id && isPage(id), `${route.visit} opens ${id}`).toBe(true);
      expect(id === NOT_FOUND, `${route.visit} opens ${id}`).toBe(route.visit === "/no-such-page");
    }
  });

  it("says which pages hydrate as their routes' handles do", () => {
    const wrong = pageRoutes.filter((route) => route.hydrates === isStatic(leaf(route.visit)!));
    expect(wrong.map((route) => route.visit)).toEqual([]);
  });

  it("lists each URL once", () => {
    expect(new Set(pageVisits).size).toBe(pageVisits.length);
  });
});

describe("the hostile suite's rows", () => {
  it("cover every resource route of app/routes/", () => {
    const covered = new Set(hostilePaths.map(leaf));
    const missing = modules.filter((route) => !isPage(route.id) && !covered.has(route.id)).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it("post to every route that has an action", () => {
    const posted = new Set(actionRoutes.map((route) => leaf(route.path)));
    const missing = modules.filter((route) => hasAction(route.id) && !posted.has(route.id)).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it("reach a route of their own, the catch-all only on purpose", () => {
    const lost = hostilePaths.filter((path) => leaf(path) === NOT_FOUND && path !== "/{x}");
    expect(lost).toEqual([]);
  });
});
