import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { sampleRequirements } from "~/content/sample-requirements";
import { sampleTrainers, type SampleTrainer } from "~/content/sample-trainers";
import { sampleVendors } from "~/content/sample-vendors";
import { getConfig } from "~/infra/config.server";
import type { Db } from "~/infra/db.server";
import { schema } from "~/infra/db.server";
import { normalizeWebsite } from "~/lib/vendor-website";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database (no requirements and no vendors) with the sample requirements, vendors, and directory
 * trainers with their verified reviews.
 */
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
    for (const trainer of sampleTrainers) await seedTrainer(tx, trainer, now);
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A sample trainer in the directory, and each of their reviews as the product makes one: a requirement the company
 * closed, the trainer's application engaged and delivered, the review link used, the review (and the reply).
 */
async function seedTrainer(tx: Tx, trainer: SampleTrainer, now: Date) {
  const email = `${trainer.slug}@trainers.example`;
  await tx.insert(schema.trainerProfiles).values({
    email,
    name: trainer.name,
    location: trainer.location,
    skills: trainer.skills,
    preferredTrainingMode: trainer.mode,
    perDayCharge: trainer.perDayCharge,
    experience: trainer.experience,
    trainingExperience: trainer.trainingExperience,
    languagesSpoken: trainer.languages,
    listedInDirectory: true,
    publicSlug: trainer.slug,
    showRate: trainer.showRate,
    headline: trainer.headline,
    savedSections: ["basic", "professional"],
  });
  for (const engagement of trainer.engagements) {
    const reviewedAt = new Date(now.getTime() - engagement.daysAgo * DAY_MS);
    const deliveredAt = new Date(reviewedAt.getTime() - 8 * DAY_MS);
    const engagedAt = new Date(deliveredAt.getTime() - 14 * DAY_MS);
    const postedAt = new Date(engagedAt.getTime() - 10 * DAY_MS);
    const [requirement] = await tx
      .insert(schema.requirements)
      .values({
        topic: engagement.topic,
        trainingTopicName: engagement.trainingTopicName,
        details: `${engagement.trainingTopicName}: a training ${engagement.company} posted and has since closed (sample).`,
        status: "closed",
        closedReason: "company",
        postedAt,
        publishedAt: postedAt,
        closedAt: deliveredAt,
      })
      .returning({ id: schema.requirements.id });
    if (!requirement) continue;
    const [application] = await tx
      .insert(schema.applications)
      .values({
        requirementId: requirement.id,
        trainerEmail: email,
        trainerName: trainer.name,
        status: "engaged",
        decidedAt: engagedAt,
        engagedAt,
        deliveredAt,
        createdAt: new Date(postedAt.getTime() + DAY_MS),
      })
      .returning({ id: schema.applications.id });
    if (!application) continue;
    await tx.insert(schema.reviewLinks).values({
      applicationId: application.id,
      tokenHash: createHash("sha256").update(randomBytes(32)).digest("base64url"),
      expiresAt: new Date(deliveredAt.getTime() + 7 * DAY_MS + 60 * DAY_MS),
      usedAt: reviewedAt,
      createdAt: new Date(deliveredAt.getTime() + 7 * DAY_MS),
    });
    await tx.insert(schema.reviews).values({
      applicationId: application.id,
      requirementId: requirement.id,
      trainerEmail: email,
      companyName: engagement.company,
      trainingTopic: engagement.trainingTopicName,
      rating: engagement.rating,
      body: engagement.review,
      reply: engagement.reply ?? null,
      repliedAt: engagement.reply ? new Date(reviewedAt.getTime() + 2 * DAY_MS) : null,
      createdAt: reviewedAt,
    });
  }
}
