import type { RankedVendor } from "~/lib/vendor-ranking";
import { approvedVendors } from "./vendor-lists.server";

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

/** One page of the public vendor list for a search; a database failure becomes the spec's message. */
export async function loadVendorPage(rawQuery: string, rawPage: string | null): Promise<VendorPage> {
  const query = rawQuery.trim().slice(0, 100);
  try {
    const matches = (await approvedVendors()).search(query);
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
