import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md cannot drift (issue 26): every route module in app/routes/ must be named in its
 * "Route → files" table, and every service, HTTP glue module and infrastructure module must be named in it
 * (in backticks), so a file added without its line fails here rather than misleading the next engineer.
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
    const missing = readdirSync("app/routes").filter((entry) => !table.includes(moduleName(entry)));
    expect(missing, "route modules missing from docs/architecture.md's Route → files table").toEqual([]);
  });

  it.each(["services", "http", "infra"])("names every module of app/server/%s", (folder) => {
    const missing = readdirSync(`app/server/${folder}`)
      .map(moduleName)
      .filter((name) => !doc.includes(`\`${name}\``) && !doc.includes(`${folder}/${name}`));
    expect(missing, `app/server/${folder} modules missing from docs/architecture.md`).toEqual([]);
  });
});
