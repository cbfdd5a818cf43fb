import { createVendorSearch, type RankedVendor } from "~/lib/vendor-ranking";
import { listApprovedVendors, vendorListVersion } from "./vendors.server";

export const VENDORS_PER_PAGE = 20;
export const VENDOR_LOAD_FAILURE = "Failed to load vendors. Please try again.";

export type VendorPage = {
  query: string;
  vendors: RankedVendor[];
  total: number;
  page: number;
  pageCount: number;
  error: string | null;
};

/**
 * The ranked list and its search index, kept for 5 seconds (docs/product.md section 9's list cache) and dropped
 * at once when this process moderates: averaging 50,000 ratings on every page view would cost more
 * than the whole page's budget. Another process's decision shows within the 5 seconds.
 */
const CACHE_MS = 5_000;
let cache: { at: number; version: number; search: (query: string) => RankedVendor[] } | undefined;

async function searchApprovedVendors(query: string, now = Date.now()): Promise<RankedVendor[]> {
  if (!cache || now - cache.at >= CACHE_MS || cache.version !== vendorListVersion()) {
    const version = vendorListVersion();
    cache = { at: now, version, search: createVendorSearch(await listApprovedVendors()) };
  }
  return cache.search(query);
}

/** Forgets the cached list, as a fresh process would have none. */
export function forgetVendorListCache(): void {
  cache = undefined;
}

/** One page of the public vendor list for a search; a database failure becomes the spec's message. */
export async function loadVendorPage(rawQuery: string, rawPage: string | null): Promise<VendorPage> {
  const query = rawQuery.trim().slice(0, 100);
  try {
    const matches = await searchApprovedVendors(query);
    const pageCount = Math.max(1, Math.ceil(matches.length / VENDORS_PER_PAGE));
    const page = Math.min(pageCount, Math.max(1, Number.parseInt(rawPage ?? "1", 10) || 1));
    const start = (page - 1) * VENDORS_PER_PAGE;
    return {
      query,
      vendors: matches.slice(start, start + VENDORS_PER_PAGE),
      total: matches.length,
      page,
      pageCount,
      error: null,
    };
  } catch (error) {
    console.error("[vendors] loading the list failed:", error);
    return { query, vendors: [], total: 0, page: 1, pageCount: 1, error: VENDOR_LOAD_FAILURE };
  }
}
