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
};

type Distribution = [number, number, number, number, number];

/**
 * Vendors per ratings query: on 200,000 ratings one query over them all holds the embedded database, and with it
 * every other request, for tens of milliseconds; a slice of vendors takes a few.
 */
const VENDORS_PER_QUERY = 500;

type VendorRow = Pick<RankedVendor, "id" | "name" | "website" | "description">;

/** The approved vendors in id order, and their JSON text as read (unchanged text: unchanged vendors). */
async function readVendorRows(): Promise<{ vendors: VendorRow[]; text: string }> {
  const db = await getDb();
  const [list] = await db
    .select({
      vendors: sql<string | null>`json_agg(json_build_object('id', ${schema.vendors.id}, 'name', ${schema.vendors.name},
        'website', ${schema.vendors.website}, 'description', ${schema.vendors.description}) order by ${schema.vendors.id})::text`,
    })
    .from(schema.vendors)
    .where(eq(schema.vendors.status, "approved"));
  const text = list?.vendors ?? "[]";
  return { vendors: JSON.parse(text) as VendorRow[], text };
}

/**
 * Each vendor's count of approved ratings per star, counted by the database from the index on (vendor, stars) of
 * the approved ratings (decision record 0068): five numbers a vendor cross, never the ratings themselves.
 */
async function readDistributions(vendors: readonly VendorRow[]): Promise<Map<number, Distribution>> {
  const db = await getDb();
  const distributions = new Map<number, Distribution>();
  const { vendorId, rating, status } = schema.vendorRatings;
  for (let start = 0; start < vendors.length; start += VENDORS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const slice = vendors.slice(start, start + VENDORS_PER_QUERY);
    const rows = await db
      .select({ vendorId, rating, count: sql<number>`count(*)::int` })
      .from(schema.vendorRatings)
      // The index's condition as written in it (a literal), so that its rows answer the count.
      .where(and(sql`${status} = 'approved'`, between(vendorId, slice[0]!.id, slice[slice.length - 1]!.id)))
      .groupBy(vendorId, rating);
    for (const row of rows) {
      const distribution = distributions.get(row.vendorId) ?? [0, 0, 0, 0, 0];
      distribution[row.rating - 1] = Number(row.count);
      distributions.set(row.vendorId, distribution);
    }
  }
  return distributions;
}

/** Approved vendors with their approved ratings' summary, ranked, and the name search over them. */
async function readApprovedVendors(): Promise<ApprovedVendors> {
  const { vendors, text } = await readVendorRows();
  const distributions = await readDistributions(vendors);
  // Most rebuilds find nothing changed: the list, its search and its feed text are then kept as they are.
  const counts = JSON.stringify([...distributions]);
  if (lastRead && lastRead.vendorsText === text && lastRead.counts === counts) return lastRead.result;
  const ranked = rankVendors(
    vendors.map((vendor) => ({
      ...vendor,
      ...summarizeDistribution(distributions.get(vendor.id) ?? [0, 0, 0, 0, 0]),
    })),
  );
  const result = { vendors: ranked, search: createVendorSearch(ranked) };
  lastRead = { vendorsText: text, counts, result };
  return result;
}

/** The last list read: the vendors' JSON text, their star counts, and what was made of them. */
let lastRead: { vendorsText: string; counts: string; result: ApprovedVendors } | undefined;

/** Each listed vendor's approved ratings in the order they were given, one digit (1 to 5) a rating: the feed's. */
async function readStars(vendors: readonly RankedVendor[]): Promise<Map<number, string>> {
  const db = await getDb();
  const byId = [...vendors].sort((a, b) => a.id - b.id);
  const stars = new Map<number, string>();
  const { vendorId, rating, id, status } = schema.vendorRatings;
  for (let start = 0; start < byId.length; start += VENDORS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const slice = byId.slice(start, start + VENDORS_PER_QUERY);
    const rows = await db
      .select({ vendorId, stars: sql<string>`string_agg(${rating}::text, '' order by ${id})` })
      .from(schema.vendorRatings)
      .where(and(eq(status, "approved"), between(vendorId, slice[0]!.id, slice[slice.length - 1]!.id)))
      .groupBy(vendorId);
    for (const row of rows) stars.set(row.vendorId, row.stars);
  }
  return stars;
}

const RATING_JSON = ["", '{"rating":1}', '{"rating":2}', '{"rating":3}', '{"rating":4}', '{"rating":5}'];

/**
 * The JSON feed's text (docs/product.md section 3), without the raters' emails: written straight from the
 * star digits, since 45,000 `{ rating }` objects cost more to make and stringify than the text itself.
 */
async function writeVendorFeed({ vendors }: ApprovedVendors): Promise<string> {
  const stars = await readStars(vendors);
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
