import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md cannot drift: every route module in app/routes/ must be named in its
 * "Route → files" table, and every service, HTTP glue module and infrastructure module must be named in it
 * (in backticks), so a file added without its line fails here rather than misleading the next engineer. A route
 * module counts as named only in backticks (`login.tsx`, or its folder as `admin.outbox/...`), and every other file
 * of a route folder (its `<route>.server.ts`, a `callback.server.ts`) must be named too; so must every file of the
 * HTTP server (server/).
 */
const doc = readFileSync("docs/architecture.md", "utf8");
const section = (heading: string) => {
  const start = doc.indexOf(`\n## ${heading}`);
  expect(start, `docs/architecture.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
};
const moduleName = (file: string) => file.replace(/\.(tsx|ts)$/, "").replace(/\.server$/, "");

describe("docs/architecture.md", () => {
  it("names every route module in its Route → files table", () => {
    const table = section("Route → files");
    const missing = readdirSync("app/routes").filter((entry) => {
      if (statSync(`app/routes/${entry}`).isDirectory()) return !table.includes(`\`${entry}/`);
      return !table.includes(`\`${entry}\``) && !table.includes(`\`${moduleName(entry)}\``);
    });
    expect(missing, "route modules missing from docs/architecture.md's Route → files table").toEqual([]);
  });

  it("names every file of a route folder in its Route → files table", () => {
    const table = section("Route → files");
    const missing = readdirSync("app/routes")
      .filter((entry) => statSync(`app/routes/${entry}`).isDirectory())
      .flatMap((folder) => {
        const files = readdirSync(`app/routes/${folder}`).filter(
          (file) => !/^route\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
        );
        // A folder's one `<route>.server.ts` is the convention the layers section describes; anything beyond it is named.
        if (files.length === 1 && files[0]!.endsWith(".server.ts")) return [];
        return files
          .filter((file) => !table.includes(`${file}\``) && !table.includes(`\`${folder}/${file}`))
          .map((file) => `${folder}/${file}`);
      });
    expect(missing, "route files missing from docs/architecture.md's Route → files table").toEqual([]);
  });

  it("names every file of the HTTP server in its section", () => {
    const table = section("The HTTP server");
    const files = ["server.ts", ...readdirSync("server").map((file) => `server/${file}`)];
    const missing = files.filter((file) => !table.includes(`\`${file}\``));
    expect(missing, "server files missing from docs/architecture.md's HTTP server section").toEqual([]);
  });

  it.each(["services", "http", "infra"])("names every module of app/%s", (folder) => {
    const missing = readdirSync(`app/${folder}`)
      .map(moduleName)
      .filter((name) => !doc.includes(`\`${name}\``) && !doc.includes(`${folder}/${name}`));
    expect(missing, `app/${folder} modules missing from docs/architecture.md`).toEqual([]);
  });
});
