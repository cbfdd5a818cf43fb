import Fuse from "fuse.js";

/**
 * The public vendor list's rules (docs/product.md section 9): averages of approved ratings rounded to one
 * decimal, sorted by average descending, ties broken by the number of ratings, then by name; search by
 * name with Fuse at threshold 0.3. Shared by the server (GET ?q=) and the browser (as you type).
 */

export type RatingSummary = {
  /** Rounded to one decimal; 0 when there are no ratings. */
  average: number;
  count: number;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
};

export type RankedVendor = {
  id: number;
  name: string;
  website: string;
  description: string;
} & RatingSummary;

export function roundToOneDecimal(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Summarises a vendor's ratings from the count of each star value (index 0 is one star). */
export function summarizeDistribution(distribution: [number, number, number, number, number]): RatingSummary {
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: count === 0 ? 0 : roundToOneDecimal(total / count), count, distribution };
}

export function compareVendors(a: RankedVendor, b: RankedVendor): number {
  return b.average - a.average || b.count - a.count || a.name.localeCompare(b.name, "en");
}

export function rankVendors<T extends RankedVendor>(vendors: readonly T[]): T[] {
  return [...vendors].sort(compareVendors);
}

export const VENDOR_SEARCH_THRESHOLD = 0.3;

/** A reusable name search (Fuse, threshold 0.3) over a fixed, ranked list: build once, search many times. */
export function createVendorSearch<T extends RankedVendor>(vendors: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse(vendors, { keys: ["name"], threshold: VENDOR_SEARCH_THRESHOLD, ignoreLocation: true });
  return (query) => {
    const q = query.trim();
    if (!q) return [...vendors];
    const hits = new Set(fuse.search(q).map((result) => result.refIndex));
    return vendors.filter((_, index) => hits.has(index));
  };
}
