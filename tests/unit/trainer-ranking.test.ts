import { describe, expect, it } from "vitest";
import {
  averageStars,
  bayesianScore,
  isSlugShape,
  publicSlug,
  PRIOR_MEAN,
  rankTrainers,
  reviewSummaryText,
  slugBase,
} from "~/lib/trainer-ranking";

/** A trainer with `ratings` as their verified reviews' stars. */
const trainer = (name: string, ratings: number[]) => ({
  name,
  slug: slugBase(name),
  count: ratings.length,
  total: ratings.reduce((sum, rating) => sum + rating, 0),
});
/** `count` reviews averaging `average` (a whole total, as stars are whole). */
const many = (name: string, count: number, average: number) => ({
  name,
  slug: slugBase(name),
  count,
  total: Math.round(count * average),
});

describe("the directory's Bayesian ranking (decision record 0047)", () => {
  it("does not let one 5-star review outrank forty 4.8s", () => {
    const one = trainer("One Review", [5]);
    const forty = many("Forty Reviews", 40, 4.8);
    expect(averageStars(one)).toBe(5);
    expect(averageStars(forty)).toBe(4.8);
    expect(rankTrainers([one, forty]).map((t) => t.name)).toEqual(["Forty Reviews", "One Review"]);
  });

  it("lets many good reviews outrank a few perfect ones, and a few perfect ones outrank none", () => {
    const ranked = rankTrainers([
      trainer("No Reviews", []),
      trainer("Three Fives", [5, 5, 5]),
      many("Twenty Fours", 20, 4.5),
      trainer("Two Ones", [1, 1]),
    ]);
    expect(ranked.map((t) => t.name)).toEqual(["Twenty Fours", "Three Fives", "No Reviews", "Two Ones"]);
  });

  it("scores a trainer without reviews at the prior, and moves towards the reviews' average as they add up", () => {
    expect(bayesianScore({ count: 0, total: 0 })).toBe(PRIOR_MEAN);
    const scores = [1, 5, 25, 125].map((count) => bayesianScore({ count, total: count * 5 }));
    for (let i = 1; i < scores.length; i += 1) expect(scores[i]).toBeGreaterThan(scores[i - 1]!);
    expect(scores.at(-1)).toBeLessThan(5);
  });

  it("breaks ties by the number of reviews, then by name, so the order never depends on the database", () => {
    const a = { name: "Asha", slug: "asha", count: 0, total: 0 };
    const b = { name: "Bina", slug: "bina", count: 0, total: 0 };
    expect(rankTrainers([b, a]).map((t) => t.name)).toEqual(["Asha", "Bina"]);
    // Same score (the prior mean exactly), more reviews first.
    const c = { name: "Chitra", slug: "chitra", count: 2, total: 7 };
    expect(rankTrainers([a, c]).map((t) => t.name)).toEqual(["Chitra", "Asha"]);
  });

  it("always shows the count beside the average", () => {
    expect(reviewSummaryText({ count: 0, total: 0 })).toBe("No reviews yet");
    expect(reviewSummaryText({ count: 1, total: 5 })).toBe("5.0 from 1 verified review");
    expect(reviewSummaryText(many("x", 40, 4.8))).toBe("4.8 from 40 verified reviews");
  });
});

describe("the public page's slug", () => {
  it("is the name in lower-case ASCII words, never empty, never longer than 60 characters", () => {
    expect(slugBase("Asha Rao")).toBe("asha-rao");
    expect(slugBase("  José  Müller-Lüdenscheidt ")).toBe("jose-muller-ludenscheidt");
    expect(slugBase("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(slugBase("आशा")).toBe("trainer");
    expect(slugBase("")).toBe("trainer");
    expect(slugBase("word ".repeat(40)).length).toBeLessThanOrEqual(60);
    for (const name of ["Asha Rao", "आशा", "a".repeat(200), "Ümit Öz"]) expect(isSlugShape(slugBase(name))).toBe(true);
  });

  it("is the name and a random suffix of 8 base-36 characters, 69 characters at most", () => {
    expect(publicSlug("Asha Rao", new Uint8Array([0, 0, 0, 0, 0]))).toBe("asha-rao-00000000");
    expect(publicSlug("Asha Rao", new Uint8Array([255, 255, 255, 255, 255]))).toBe("asha-rao-e13wu1of");
    expect(publicSlug("", new Uint8Array([0, 0, 0, 0, 1]))).toBe("trainer-00000001");
    const longest = publicSlug("word ".repeat(40), new Uint8Array([255, 255, 255, 255, 255]));
    expect(longest.length).toBeLessThanOrEqual(69);
    expect(isSlugShape(longest)).toBe(true);
  });

  it("accepts only what publicSlug (and earlier slugs) make", () => {
    expect(isSlugShape("asha-rao-2")).toBe(true);
    expect(isSlugShape("asha-rao-0k3x9q2z")).toBe(true);
    for (const bad of ["", "Asha", "asha--rao", "-asha", "asha-", "asha rao", "../admin", "%7Bx%7D", "a".repeat(71)]) {
      expect(isSlugShape(bad), bad).toBe(false);
    }
  });
});
