import { sql } from "drizzle-orm";
import { sampleRequirements } from "~/content/sample-requirements";
import { sampleVendors } from "~/content/sample-vendors";
import { getConfig } from "~/server/infra/config.server";
import type { Db } from "~/server/infra/db.server";
import { schema } from "~/server/infra/db.server";
import { normalizeWebsite } from "~/lib/vendor-website";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty database (no requirements and no vendors) with the sample requirements and vendors. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [counts] = await db
    .select({
      requirements: sql<number>`(select count(*) from ${schema.requirements})::int`,
      vendors: sql<number>`(select count(*) from ${schema.vendors})::int`,
    })
    .from(sql`(select 1) as one`);
  if (!counts || counts.requirements > 0 || counts.vendors > 0) return false;
  await seedSampleData(db);
  return true;
}

export async function seedSampleData(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const requirement of sampleRequirements) {
      const postedAt = new Date(now.getTime() - requirement.daysAgo * DAY_MS);
      await tx.insert(schema.requirements).values({
        topic: requirement.topic,
        trainingTopicName: requirement.trainingTopicName,
        details: requirement.details,
        deliveryLocation: requirement.deliveryLocation,
        status: "published",
        postedAt,
        publishedAt: postedAt,
        // Counted from seeding, not from their (back-dated) posting: a fresh `npm start` shows the whole sample board.
        expiresAt: new Date(now.getTime() + getConfig().requirementTtlDays * DAY_MS),
      });
    }
    for (const vendor of sampleVendors) {
      const [row] = await tx
        .insert(schema.vendors)
        .values({
          name: vendor.name,
          website: vendor.website,
          normalizedWebsite: normalizeWebsite(vendor.website),
          description: vendor.description,
          status: "approved",
        })
        .returning({ id: schema.vendors.id });
      if (!row) continue;
      await tx.insert(schema.vendorRatings).values(
        vendor.ratings.map((rating, index) => ({
          vendorId: row.id,
          userEmail: `sample-rater-${index + 1}@edukon.example`,
          rating,
          status: "approved" as const,
        })),
      );
    }
  });
}
