import { setImmediate as nextTurn } from "node:timers/promises";
import { and, between, eq, sql } from "drizzle-orm";
import { createVendorSearch, rankVendors, summarizeDistribution, type RankedVendor } from "~/lib/vendor-ranking";
import { websiteHref } from "~/lib/vendor-website";
import { getDb, schema } from "~/infra/db.server";
import { mapInSlices, refreshingCache } from "~/infra/refreshing-cache.server";
import { listChanged, listVersion, onListChange } from "./list-versions.server";

/**
 * The public vendor list (/vendors-rating) and the JSON vendor feed (/lead-generation/api/vendors/), read
 * through list caches rebuilt in the background (docs/decisions/0022): at most 5 seconds old, like the
 * requirement list of docs/product.md section 9. A write that changes what is public (a moderation
 * decision, a replaced rating) calls `invalidateVendorLists()`.
 */

export type ApprovedVendors = {
  /** In ranking order. */
  vendors: RankedVendor[];
  search: (query: string) => RankedVendor[];
  /** Each vendor's approved ratings in the order they were given, one digit (1 to 5) a rating. */
  stars: Map<number, string>;
};

/**
 * Vendors per ratings query: on 50,000 ratings one query grouping them all holds the embedded database,
 * and with it every other request, for tens of milliseconds; a slice of vendors takes a few.
 */
const VENDORS_PER_QUERY = 500;

function distributionOf(stars: string): [number, number, number, number, number] {
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (let index = 0; index < stars.length; index += 1) distribution[stars.charCodeAt(index) - 49]! += 1;
  return distribution;
}

/** Approved vendors with their approved ratings, ranked, and the name search over them. */
async function readApprovedVendors(): Promise<ApprovedVendors> {
  const db = await getDb();
  const [list] = await db
    .select({
      vendors: sql<string | null>`json_agg(json_build_object('id', ${schema.vendors.id}, 'name', ${schema.vendors.name},
        'website', ${schema.vendors.website}, 'description', ${schema.vendors.description}) order by ${schema.vendors.id})::text`,
    })
    .from(schema.vendors)
    .where(eq(schema.vendors.status, "approved"));
  const vendors = JSON.parse(list?.vendors ?? "[]") as Pick<RankedVendor, "id" | "name" | "website" | "description">[];
  const stars = new Map<number, string>();
  const { vendorId, rating, id, status } = schema.vendorRatings;
  for (let start = 0; start < vendors.length; start += VENDORS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const slice = vendors.slice(start, start + VENDORS_PER_QUERY);
    const rows = await db
      .select({ vendorId, stars: sql<string>`string_agg(${rating}::text, '' order by ${id})` })
      .from(schema.vendorRatings)
      .where(and(eq(status, "approved"), between(vendorId, slice[0]!.id, slice[slice.length - 1]!.id)))
      .groupBy(vendorId);
    for (const row of rows) stars.set(row.vendorId, row.stars);
  }
  // Most rebuilds find nothing changed: the list, its search and its feed text are then kept as they are.
  const vendorsText = list?.vendors ?? "[]";
  if (lastRead && lastRead.vendorsText === vendorsText && sameStars(lastRead.result.stars, stars)) {
    return lastRead.result;
  }
  const ranked = rankVendors(
    vendors.map((vendor) => ({ ...vendor, ...summarizeDistribution(distributionOf(stars.get(vendor.id) ?? "")) })),
  );
  const result = { vendors: ranked, search: createVendorSearch(ranked), stars };
  lastRead = { vendorsText, result };
  return result;
}

/** The last list read: the vendors' JSON text, and what was made of it. */
let lastRead: { vendorsText: string; result: ApprovedVendors } | undefined;

function sameStars(before: Map<number, string>, after: Map<number, string>): boolean {
  if (before.size !== after.size) return false;
  for (const [vendorId, stars] of after) if (before.get(vendorId) !== stars) return false;
  return true;
}

const RATING_JSON = ["", '{"rating":1}', '{"rating":2}', '{"rating":3}', '{"rating":4}', '{"rating":5}'];

/**
 * The JSON feed's text (docs/product.md section 3), without the raters' emails: written straight from the
 * star digits, since 45,000 `{ rating }` objects cost more to make and stringify than the text itself.
 */
async function writeVendorFeed({ vendors, stars }: ApprovedVendors): Promise<string> {
  const items = await mapInSlices(vendors, (vendor) => {
    const head = JSON.stringify({
      id: vendor.id,
      name: vendor.name,
      // Other sites render this as a link: only an http(s) URL by the website rule, else null.
      website: websiteHref(vendor.website),
      description: vendor.description,
      average_rating: vendor.average,
    });
    const ratings = Array.from(stars.get(vendor.id) ?? "", (star) => RATING_JSON[Number(star)]).join(",");
    return `${head.slice(0, -1)},"ratings":[${ratings}]}`;
  });
  return `[${items.join(",")}]`;
}

/** The feed's text of each list, written once per list: as old as the list, and never older. */
const feedTexts = new WeakMap<ApprovedVendors, Promise<string>>();
/** Once the feed has been asked for, each rebuilt list writes its text in the background straight away. */
let feedInDemand = false;

function feedText(list: ApprovedVendors): Promise<string> {
  let text = feedTexts.get(list);
  if (!text) {
    text = writeVendorFeed(list);
    feedTexts.set(list, text);
  }
  return text;
}

async function readListAndFeed(): Promise<ApprovedVendors> {
  const list = await readApprovedVendors();
  if (feedInDemand) feedText(list).catch((error: unknown) => console.error("[vendor feed] writing failed:", error));
  return list;
}

const approvedVendorsCache = refreshingCache({
  name: "vendors",
  build: readListAndFeed,
  version: () => listVersion("vendors"),
});

/** The public vendor list, at most 5 seconds old, and never older than the last invalidateVendorLists(). */
export function approvedVendors(): Promise<ApprovedVendors> {
  return approvedVendorsCache.get();
}

/** GET /lead-generation/api/vendors/'s body: approved vendors in ranking order, each with its approved ratings. */
export async function vendorFeed(): Promise<string> {
  feedInDemand = true;
  return feedText(await approvedVendors());
}

/**
 * After any write that changes the public vendor list (a moderation decision, a replaced rating): the
 * next vendor page and feed show it, and the rebuild starts at once.
 */
export function invalidateVendorLists(): void {
  listChanged("vendors");
}

// A change announced by the database (any process's write, decision 0044) or by this process's writers.
onListChange((list, version) => {
  if (list === null) approvedVendorsCache.invalidate();
  else if (list === "vendors") approvedVendorsCache.changed(version);
});
