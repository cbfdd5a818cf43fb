import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/README.md lists every decision record with its title, and marks the ones another record
 * superseded, so a reader finds a record from the index and never follows one that no longer holds. The list
 * is generated from the records themselves: `UPDATE_DECISIONS_INDEX=1 npx vitest run
 * tests/unit/decisions-index.test.ts` rewrites it; without the variable this test fails when a record is
 * missing from the list, a listed record is gone, or a title or status changed.
 */
const folder = "docs/decisions";
const indexFile = `${folder}/README.md`;
const BEGIN = "<!-- index: generated from the records by tests/unit/decisions-index.test.ts -->";
const END = "<!-- end of index -->";

function indexLine(file: string, text: string): string {
  const title = /^# (\d{4}): (.+)$/m.exec(text);
  if (!title) throw new Error(`${file} does not start with "# NNNN: title"`);
  const status = /^- Status: (.+)$/m.exec(text)?.[1] ?? "";
  const superseded = /^Superseded by (\d{4})/i.exec(status);
  const mark = superseded ? ` (superseded by ${superseded[1]})` : "";
  return `- [${title[1]}](${file}): ${title[2]}${mark}`;
}

function expectedIndex(): string {
  return readdirSync(folder)
    .filter((file) => /^\d{4}-.+\.md$/.test(file) && !file.startsWith("0000-"))
    .sort()
    .map((file) => indexLine(file, readFileSync(`${folder}/${file}`, "utf8")))
    .join("\n");
}

describe("the decisions index", () => {
  it("lists every record in docs/decisions/ with its title and whether it was superseded", () => {
    const text = readFileSync(indexFile, "utf8");
    const start = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(start, `${indexFile} holds the marker ${BEGIN}`).toBeGreaterThanOrEqual(0);
    expect(end, `${indexFile} holds the marker ${END}`).toBeGreaterThan(start);
    const listed = text.slice(start + BEGIN.length, end).trim();
    const expected = expectedIndex();
    if (process.env.UPDATE_DECISIONS_INDEX === "1" && listed !== expected) {
      writeFileSync(indexFile, `${text.slice(0, start + BEGIN.length)}\n\n${expected}\n\n${text.slice(end)}`);
      return;
    }
    expect(listed.split("\n"), `${indexFile} is out of date: run UPDATE_DECISIONS_INDEX=1 on this test`).toEqual(
      expected.split("\n"),
    );
  });

  it("marks a superseded record and names the record that replaced it", () => {
    expect(indexLine("0099-x.md", "# 0099: Old way\n\n- Date: 2026-01-01\n- Status: Superseded by 0100\n")).toBe(
      "- [0099](0099-x.md): Old way (superseded by 0100)",
    );
    expect(indexLine("0098-y.md", "# 0098: Kept way\n\n- Status: Accepted (extends 0097)\n")).toBe(
      "- [0098](0098-y.md): Kept way",
    );
  });
});
