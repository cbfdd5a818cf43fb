import Fuse from "fuse.js";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/infra/db.server";
import { candidatePieces } from "~/infra/search-candidates.server";
import {
  expectBoardSearchAsFuseOverAll,
  expectDirectorySearchAsFuseOverAll,
  expectIndexesAnswer,
  fillRequirements,
  fillTrainers,
} from "../support/search-candidates-cases";

/** A small random generator with a seed, so that a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS = ["kubernetes", "terraform", "power", "bi", "azure", "devops", "python", "data", "engineering", "splunk"];
const LETTERS = "abcdefghijklmnopqrstuvwxyz .#+";

/** `word` with `edits` random substitutions, insertions and deletions. */
function typo(word: string, edits: number, next: () => number): string {
  let result = word;
  for (let edit = 0; edit < edits; edit += 1) {
    const at = Math.floor(next() * (result.length + 1));
    const letter = LETTERS[Math.floor(next() * LETTERS.length)]!;
    const kind = Math.floor(next() * 3);
    if (kind === 0) result = result.slice(0, at) + letter + result.slice(at + 1);
    else if (kind === 1) result = result.slice(0, at) + letter + result.slice(at);
    else result = result.slice(0, at) + result.slice(at + 1);
  }
  return result;
}

describe("a query's candidate pieces (candidatePieces)", () => {
  it.each([0.1, 0.3])(
    "at threshold %s, every text fuse.js keeps holds one of the pieces, for typed, misspelt and long queries",
    (threshold) => {
      const next = random(threshold * 1000);
      let kept = 0;
      for (let round = 0; round < 3000; round += 1) {
        const words = Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () => WORDS[Math.floor(next() * WORDS.length)]!,
        );
        const text = typo(`Training ${words.join(" ")} for teams`, Math.floor(next() * 3), next);
        const query = typo(
          round % 10 === 0 ? `${words.join(" ")} ${words.join(" ")} ${words.join(" ")}` : words.join(" "),
          Math.floor(next() * 4),
          next,
        ).trim();
        const pieces = candidatePieces(query, threshold);
        if (!query || !pieces) continue;
        const fuse = new Fuse([text], { threshold, ignoreLocation: true });
        if (fuse.search(query).length === 0) continue;
        kept += 1;
        expect(
          pieces.some((piece) => text.toLowerCase().includes(piece)),
          `${JSON.stringify(query)} in ${JSON.stringify(text)}: ${JSON.stringify(pieces)}`,
        ).toBe(true);
      }
      // The check means something: many of the misspelt queries were kept by fuse.js.
      expect(kept).toBeGreaterThan(300);
    },
  );
  it("cuts a query into one piece more than the edits fuse.js allows, and leaves to fuse.js what the database cannot judge", () => {
    expect(candidatePieces("python", 0.1)).toEqual(["python"]);
    expect(candidatePieces("kubernetes", 0.1)).toEqual(["kuber", "netes"]);
    expect(candidatePieces("Kubernetes", 0.3)).toEqual(["ku", "ber", "ne", "tes"]);
    expect(candidatePieces("", 0.3)).toBeNull();
    expect(candidatePieces("Kübernetes", 0.1)).toBeNull();
    expect(candidatePieces('say "hi"', 0.1)).toBeNull();
    expect(candidatePieces("a\\b", 0.1)).toBeNull();
  });
});

describe("search candidate sets on the embedded database", () => {
  // The first use opens and migrates this file's in-memory database (pg_trgm loaded): slow on a busy machine.
  beforeAll(async () => {
    await getDb();
    await fillRequirements();
    await fillTrainers();
  }, 400_000);

  it("the board search finds exactly what fuse.js over every requirement finds, typos included", async () => {
    await expectBoardSearchAsFuseOverAll();
  });
  it("the directory search finds exactly what fuse.js over every listed trainer finds, typos included", async () => {
    await expectDirectorySearchAsFuseOverAll();
  });
  it("the trigram and star-count indexes answer the candidate and count queries", async () => {
    await expectIndexesAnswer();
  });
});
