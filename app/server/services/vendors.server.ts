import { and, desc, eq, sql } from "drizzle-orm";
import { rankVendors, summarizeDistribution, type RankedVendor } from "~/lib/vendor-ranking";
import { recordAdminAction } from "./audit.server";
import { getDb, schema } from "~/server/infra/db.server";
import { normalizeWebsite } from "~/lib/vendor-website";

/**
 * Vendors and their community ratings (DESIGN.md section 6). A vendor is identified by its normalised
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
    website: vendor.website,
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
  const db = await getDb();
  const normalizedWebsite = normalizeWebsite(input.website);
  const email = userEmail.trim().toLowerCase();
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(schema.vendors)
      .values({
        name: input.name,
        website: input.website,
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

/** What waits for an admin: new vendors and ratings, with the rater's email. */
export async function moderationQueue() {
  const db = await getDb();
  const [vendors, ratings] = await Promise.all([
    db
      .select()
      .from(schema.vendors)
      .where(eq(schema.vendors.status, "pending"))
      .orderBy(desc(schema.vendors.createdAt), desc(schema.vendors.id)),
    db
      .select({
        id: schema.vendorRatings.id,
        rating: schema.vendorRatings.rating,
        comment: schema.vendorRatings.comment,
        userEmail: schema.vendorRatings.userEmail,
        updatedAt: schema.vendorRatings.updatedAt,
        vendorName: schema.vendors.name,
        vendorWebsite: schema.vendors.website,
        vendorStatus: schema.vendors.status,
      })
      .from(schema.vendorRatings)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.vendorRatings.vendorId))
      .where(eq(schema.vendorRatings.status, "pending"))
      .orderBy(desc(schema.vendorRatings.updatedAt), desc(schema.vendorRatings.id)),
  ]);
  return { vendors, ratings };
}

export type ModerationTarget = "vendor" | "rating";
export type ModerationDecision = "approved" | "rejected";

/** Approves or rejects a vendor or a rating, and records who did it. False when the row is gone. */
export async function moderate(
  target: ModerationTarget,
  id: number,
  decision: ModerationDecision,
  actorEmail: string,
): Promise<boolean> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const table = target === "vendor" ? schema.vendors : schema.vendorRatings;
    const updated = await tx
      .update(table)
      .set({ status: decision })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) return false;
    await recordAdminAction(tx, {
      actorEmail,
      action: `${target}.${decision === "approved" ? "approve" : "reject"}`,
      entity: target === "vendor" ? "vendors" : "vendor_ratings",
      entityId: id,
    });
    return true;
  });
  if (changed) publicListVersion += 1;
  return changed;
}

/** Grows each time the public list may have changed: caches of the list compare it. */
export function vendorListVersion(): number {
  return publicListVersion;
}
