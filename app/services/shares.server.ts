import { sql } from "drizzle-orm";
import { getDb, schema } from "~/infra/db.server";
import { refreshingCache } from "~/infra/refreshing-cache.server";
import { hitRateLimit } from "./abuse.server";
import { listChanged, listVersion, onListChange } from "./list-versions.server";
import { paths } from "~/lib/paths";

/**
 * The share bar without third-party scripts: each button is a plain link to /share/{network}, which
 * counts the click and redirects to the network's own share page.
 */
export const shareNetworks = ["whatsapp", "linkedin", "messenger", "facebook", "twitter"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** Only our own pages can be shared through the counter, so it is no open redirect. */
const SHAREABLE_PAGES = new Set<string>([paths.board(), paths.forTrainers, paths.courses(), paths.blogSingle]);

export function shareablePage(page: string | null): string | null {
  return page && SHAREABLE_PAGES.has(page) ? page : null;
}

/** A phone or tablet, where the Messenger app (not a web page) is how people send links. */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/**
 * The network's own share page for `pageUrl`, in the format each network documents, none needing an app
 * id: WhatsApp's click-to-chat `wa.me/?text=`, LinkedIn's `share-offsite/?url=`, Facebook's `sharer.php?u=`,
 * X's Tweet web intent. Messenger's Send dialog needs an app id (and does not work on phones), so a phone
 * opens the Messenger app's share link and any other browser Facebook's share page, whose "Send in
 * Messenger" does the same.
 */
export function shareTarget(network: ShareNetwork, pageUrl: string, title: string, userAgent = ""): string {
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(title);
  switch (network) {
    case "whatsapp":
      return `https://wa.me/?text=${t}%20${u}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "messenger":
      return MOBILE_AGENT.test(userAgent)
        ? `fb-messenger://share/?link=${u}`
        : `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a share of `page` on `network`, once per visitor and network a day (docs/product.md section 8): the visitor
 * is their client address, kept only as an HMAC with the day in it (the rate-limit table's keys), so no cookie is
 * needed and the table holds no address. The redirect follows whether it counted or not. True when it counted.
 *
 * Its list change refreshes the totals, but drops no kept page (server/page-cache.ts): a kept board shows a total at
 * most the lists' 5 seconds late (decision record 0058).
 */
export async function countShare(
  page: string,
  network: ShareNetwork,
  clientAddress: string,
  now = Date.now(),
): Promise<boolean> {
  const day = Math.floor(now / DAY_MS);
  const first = await hitRateLimit(`share:${network}:${clientAddress}:${day}`, { limit: 1, windowMs: DAY_MS, now });
  if (!first) return false;
  const db = await getDb();
  await db
    .insert(schema.shareCounts)
    .values({ page, network, count: 1 })
    .onConflictDoUpdate({
      target: [schema.shareCounts.page, schema.shareCounts.network],
      set: { count: sql`${schema.shareCounts.count} + 1` },
    });
  listChanged("shares");
  return true;
}

/** Every page's total of share clicks (a handful of pages): one grouped query. */
async function readShareTotals(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ page: schema.shareCounts.page, total: sql<number>`sum(${schema.shareCounts.count})::int` })
    .from(schema.shareCounts)
    .groupBy(schema.shareCounts.page);
  return new Map(rows.map((row) => [row.page, Number(row.total)]));
}

/** The share bars' totals, kept in memory and checked against the `shares` list version (decision 0044). */
const shareTotalsCache = refreshingCache({
  name: "share totals",
  build: readShareTotals,
  version: () => listVersion("shares"),
});

onListChange((list, version) => {
  if (list === null) shareTotalsCache.invalidate();
  else if (list === "shares") shareTotalsCache.changed(version);
});

export async function shareTotal(page: string): Promise<number> {
  return (await shareTotalsCache.get()).get(page) ?? 0;
}
