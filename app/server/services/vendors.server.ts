import { and, desc, eq, ne, sql } from "drizzle-orm";
import { rankVendors, summarizeDistribution, type RankedVendor } from "~/lib/vendor-ranking";
import { recordAdminAction } from "./audit.server";
import { getDb, schema, type Db } from "~/server/infra/db.server";
import { normalizeWebsite, websiteHref, websiteUrl } from "~/lib/vendor-website";

/**
 * Vendors and their community ratings (docs/product.md sections 3 and 5). A vendor is identified by its normalised
 * website; one rating per user per vendor; nothing is public until an admin approves it.
 */

/**
 * Changes with every moderation decision and every replaced rating (which leaves the public list until
 * approved again); a brand-new rating waits unseen and changes nothing public.
 */
let publicListVersion = 0;

/**
 * Approved vendors with the summary of their approved ratings, in ranking order. Two small queries
 * (the vendors; the approved ratings counted per vendor and star) merged here: on 50,000 ratings this
 * is about twice as fast as one join grouped by vendor, which counts each rating five times.
 */
export async function listApprovedVendors(): Promise<RankedVendor[]> {
  const db = await getDb();
  const vendors = await db
    .select({
      id: schema.vendors.id,
      name: schema.vendors.name,
      website: schema.vendors.website,
      description: schema.vendors.description,
    })
    .from(schema.vendors)
    .where(eq(schema.vendors.status, "approved"));
  const counts = await db
    .select({
      vendorId: schema.vendorRatings.vendorId,
      rating: schema.vendorRatings.rating,
      n: sql<number>`count(*)::int`,
    })
    .from(schema.vendorRatings)
    .where(eq(schema.vendorRatings.status, "approved"))
    .groupBy(schema.vendorRatings.vendorId, schema.vendorRatings.rating);
  const distributions = new Map<number, [number, number, number, number, number]>();
  for (const { vendorId, rating, n } of counts) {
    const distribution = distributions.get(vendorId) ?? [0, 0, 0, 0, 0];
    distribution[rating - 1] = Number(n);
    distributions.set(vendorId, distribution);
  }
  return rankVendors(
    vendors.map((vendor) => ({ ...vendor, ...summarizeDistribution(distributions.get(vendor.id) ?? [0, 0, 0, 0, 0]) })),
  );
}

/** The JSON feed's shape (docs/product.md section 3), without the raters' emails. */
export async function vendorFeed() {
  const db = await getDb();
  const [vendors, ratings] = await Promise.all([
    listApprovedVendors(),
    db
      .select({ vendorId: schema.vendorRatings.vendorId, rating: schema.vendorRatings.rating })
      .from(schema.vendorRatings)
      .where(eq(schema.vendorRatings.status, "approved"))
      .orderBy(schema.vendorRatings.id),
  ]);
  const byVendor = new Map<number, { rating: number }[]>();
  for (const row of ratings) {
    const list = byVendor.get(row.vendorId) ?? [];
    list.push({ rating: row.rating });
    byVendor.set(row.vendorId, list);
  }
  return vendors.map((vendor) => ({
    id: vendor.id,
    name: vendor.name,
    // Other sites render this as a link: only an http(s) URL by the website rule, else null.
    website: websiteHref(vendor.website),
    description: vendor.description,
    average_rating: vendor.average,
    ratings: byVendor.get(vendor.id) ?? [],
  }));
}

export type VendorRatingInput = { name: string; website: string; rating: number; description: string };

/**
 * Records a user's rating. A website we know adds the rating to that vendor; an unknown one creates a
 * pending vendor. A second rating by the same user replaces the first and goes back to moderation.
 */
export async function submitVendorRating(
  input: VendorRatingInput,
  userEmail: string,
): Promise<{ vendorId: number; replaced: boolean }> {
  // The form checked it already; the service holds the rule too, so no other caller stores a bad link.
  const website = websiteUrl(input.website);
  if (!website) throw new Error(`not a vendor website: ${JSON.stringify(input.website)}`);
  const db = await getDb();
  const normalizedWebsite = normalizeWebsite(website);
  const email = userEmail.trim().toLowerCase();
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(schema.vendors)
      .values({
        name: input.name,
        website,
        normalizedWebsite,
        description: input.description,
        status: "pending",
        createdByEmail: email,
      })
      .onConflictDoNothing({ target: schema.vendors.normalizedWebsite });
    const [vendor] = await tx
      .select({ id: schema.vendors.id })
      .from(schema.vendors)
      .where(eq(schema.vendors.normalizedWebsite, normalizedWebsite));
    if (!vendor) throw new Error("vendor row missing after insert");
    const [existing] = await tx
      .select({ id: schema.vendorRatings.id })
      .from(schema.vendorRatings)
      .where(and(eq(schema.vendorRatings.vendorId, vendor.id), eq(schema.vendorRatings.userEmail, email)));
    await tx
      .insert(schema.vendorRatings)
      .values({
        vendorId: vendor.id,
        userEmail: email,
        rating: input.rating,
        comment: input.description,
        status: "pending",
      })
      .onConflictDoUpdate({
        target: [schema.vendorRatings.vendorId, schema.vendorRatings.userEmail],
        set: { rating: input.rating, comment: input.description, status: "pending", updatedAt: new Date() },
      });
    return { vendorId: vendor.id, replaced: Boolean(existing) };
  });
  // A replaced rating goes back to moderation, which takes an approved one out of the public list.
  if (result.replaced) publicListVersion += 1;
  return result;
}

/**
 * What waits for an admin, one row per submission (issue 15 item 2.3): each pending rating with its
 * vendor's details beside it, and a pending vendor that has no pending rating (added before ratings and
 * vendors were moderated together) as a row of its own.
 */
export async function moderationQueue() {
  const db = await getDb();
  const [ratings, lonelyVendors] = await Promise.all([
    db
      .select({
        ratingId: schema.vendorRatings.id,
        rating: schema.vendorRatings.rating,
        comment: schema.vendorRatings.comment,
        userEmail: schema.vendorRatings.userEmail,
        ratingStatus: schema.vendorRatings.status,
        sentAt: schema.vendorRatings.updatedAt,
        vendorId: schema.vendors.id,
        vendorName: schema.vendors.name,
        vendorWebsite: schema.vendors.website,
        vendorDescription: schema.vendors.description,
        vendorStatus: schema.vendors.status,
      })
      .from(schema.vendorRatings)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.vendorRatings.vendorId))
      .where(eq(schema.vendorRatings.status, "pending"))
      .orderBy(desc(schema.vendorRatings.updatedAt), desc(schema.vendorRatings.id)),
    db
      .select({
        sentAt: schema.vendors.createdAt,
        vendorId: schema.vendors.id,
        vendorName: schema.vendors.name,
        vendorWebsite: schema.vendors.website,
        vendorDescription: schema.vendors.description,
        vendorStatus: schema.vendors.status,
        userEmail: schema.vendors.createdByEmail,
      })
      .from(schema.vendors)
      .where(
        and(
          eq(schema.vendors.status, "pending"),
          sql`not exists (select 1 from ${schema.vendorRatings} where ${schema.vendorRatings.vendorId} = ${schema.vendors.id} and ${schema.vendorRatings.status} = 'pending')`,
        ),
      )
      .orderBy(desc(schema.vendors.createdAt), desc(schema.vendors.id)),
  ]);
  const submissions = [
    ...ratings,
    ...lonelyVendors.map((vendor) => ({
      ...vendor,
      ratingId: null,
      rating: null,
      comment: null,
      ratingStatus: null,
    })),
  ];
  return { submissions };
}

export type ModerationTarget = "vendor" | "rating";
export type ModerationDecision = "approved" | "rejected";

async function setStatus(
  tx: Pick<Db, "insert" | "update">,
  target: ModerationTarget,
  id: number,
  decision: ModerationDecision,
  actorEmail: string,
): Promise<boolean> {
  const table = target === "vendor" ? schema.vendors : schema.vendorRatings;
  const updated = await tx.update(table).set({ status: decision }).where(eq(table.id, id)).returning({ id: table.id });
  if (updated.length === 0) return false;
  await recordAdminAction(tx, {
    actorEmail,
    action: `${target}.${decision === "approved" ? "approve" : "reject"}`,
    entity: target === "vendor" ? "vendors" : "vendor_ratings",
    entityId: id,
  });
  return true;
}

/**
 * Approves or rejects a vendor or a rating, and records who did it. False when the row is gone. A rating
 * of a pending vendor is the vendor's submission: approving it approves the vendor; rejecting it rejects
 * the vendor too, unless the vendor has other ratings that are not rejected.
 */
export async function moderate(
  target: ModerationTarget,
  id: number,
  decision: ModerationDecision,
  actorEmail: string,
): Promise<boolean> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    if (!(await setStatus(tx, target, id, decision, actorEmail))) return false;
    if (target === "vendor") return true;
    const [vendor] = await tx
      .select({ id: schema.vendors.id, status: schema.vendors.status })
      .from(schema.vendorRatings)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.vendorRatings.vendorId))
      .where(eq(schema.vendorRatings.id, id));
    if (!vendor || vendor.status !== "pending") return true;
    if (decision === "rejected") {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.vendorRatings)
        .where(
          and(
            eq(schema.vendorRatings.vendorId, vendor.id),
            ne(schema.vendorRatings.id, id),
            ne(schema.vendorRatings.status, "rejected"),
          ),
        );
      if (Number(others?.n ?? 0) > 0) return true;
    }
    await setStatus(tx, "vendor", vendor.id, decision, actorEmail);
    return true;
  });
  if (changed) publicListVersion += 1;
  return changed;
}

/** Grows each time the public list may have changed: caches of the list compare it. */
export function vendorListVersion(): number {
  return publicListVersion;
}
