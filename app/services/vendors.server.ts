import { and, desc, eq, ne, sql } from "drizzle-orm";
import { recordAdminAction } from "./audit.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { normalizeWebsite, websiteUrl } from "~/lib/vendor-website";
import { invalidateVendorLists } from "./vendor-lists.server";

/**
 * Vendors and their community ratings (docs/product.md sections 3 and 5). A vendor is identified by its normalised
 * website; one rating per user per vendor; nothing is public until an admin approves it.
 */

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
  if (result.replaced) invalidateVendorLists();
  return result;
}

/**
 * What waits for an admin, one row per submission (docs/product.md section 10): each pending rating with its
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
  if (changed) invalidateVendorLists();
  return changed;
}
