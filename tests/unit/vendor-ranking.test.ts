import { describe, expect, it } from "vitest";
import { isWebsite, vendorRatingSchema, VENDOR_FIELDS_MESSAGE } from "~/forms/vendor-rating";
import {
  rankVendors,
  createVendorSearch,
  roundToOneDecimal,
  summarizeDistribution,
  type RankedVendor,
} from "~/lib/vendor-ranking";
import { normalizeWebsite } from "~/lib/vendor-website";

/** The summary of a list of star ratings, as the database's per-star counts give it. */
const summarizeRatings = (ratings: number[]) =>
  summarizeDistribution(
    [1, 2, 3, 4, 5].map((stars) => ratings.filter((r) => r === stars).length) as [
      number,
      number,
      number,
      number,
      number,
    ],
  );

const vendor = (id: number, name: string, ratings: number[]): RankedVendor => ({
  id,
  name,
  website: `https://${id}.example`,
  description: "",
  ...summarizeRatings(ratings),
});

describe("averages", () => {
  it("averages and rounds to one decimal", () => {
    expect(summarizeRatings([5, 4, 4]).average).toBe(4.3);
    expect(summarizeRatings([5, 4]).average).toBe(4.5);
    expect(summarizeRatings([3, 4, 4, 4, 5, 5]).average).toBe(4.2);
    expect(roundToOneDecimal(4.25)).toBe(4.3);
    expect(roundToOneDecimal(1.05)).toBe(1.1);
  });
  it("counts the split across stars", () => {
    expect(summarizeRatings([5, 5, 1])).toEqual({ average: 3.7, count: 3, distribution: [1, 0, 0, 0, 2] });
  });
  it("is zero without ratings", () => {
    expect(summarizeRatings([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
});

describe("ordering", () => {
  it("sorts by average descending, then by number of ratings, then by name", () => {
    const ranked = rankVendors([
      vendor(1, "Beta", [4]),
      vendor(2, "Alpha", [4]),
      vendor(3, "Gamma", [5, 3]),
      vendor(4, "Delta", [5]),
      vendor(5, "Nobody", []),
    ]);
    expect(ranked.map((v) => v.name)).toEqual(["Delta", "Gamma", "Alpha", "Beta", "Nobody"]);
  });
});

describe("search", () => {
  const list = rankVendors([
    vendor(1, "CloudCraft Academy", [5]),
    vendor(2, "DataForge Learning", [4]),
    vendor(3, "PipelinePro Training", [3]),
  ]);
  it("finds close spellings and keeps the ranking order", () => {
    expect(createVendorSearch(list)("cloudcraft").map((v) => v.name)).toEqual(["CloudCraft Academy"]);
    expect(createVendorSearch(list)("dataforj").map((v) => v.name)).toEqual(["DataForge Learning"]);
  });
  it("finds nothing for a far-off query and everything for an empty one", () => {
    expect(createVendorSearch(list)("zzzzqqq")).toEqual([]);
    expect(createVendorSearch(list)("  ")).toHaveLength(3);
  });
});

describe("website normalisation", () => {
  it.each([
    ["https://www.Example.com/", "example.com"],
    ["http://example.com", "example.com"],
    ["example.com///", "example.com"],
    ["WWW.example.com/training/", "example.com/training"],
    ["https://example.com:8443/a", "example.com:8443/a"],
  ])("%s is %s", (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});

describe("vendor form schema", () => {
  it("asks for every field with one message", () => {
    const result = vendorRatingSchema.safeParse({ name: "Acme", website: "", rating: 3, description: "Good" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VENDOR_FIELDS_MESSAGE);
  });
  it("accepts websites with or without a scheme and refuses other text", () => {
    expect(isWebsite("acme.example")).toBe(true);
    expect(isWebsite("https://acme.example/path")).toBe(true);
    expect(isWebsite("not a site")).toBe(false);
    expect(isWebsite("javascript:alert(1)")).toBe(false);
  });
});
