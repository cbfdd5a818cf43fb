import { readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleRequirements } from "~/content/sample-requirements";
import { sampleTrainers } from "~/content/sample-trainers";
import { embeddedExtensions, schema } from "~/infra/db.server";
import { seedIfEmpty } from "~/services/seed.server";
import { expectRenamed, fillBeforeRename, migrationsBefore, RENAME_MIGRATION } from "../support/requirements-migration";
import { freshDb } from "../support/unit-db";

describe("migrations on PGlite", () => {
  let handle: Awaited<ReturnType<typeof freshDb>>;
  // Migrating a fresh in-memory database takes long on a loaded machine: a hook of its own time.
  beforeAll(async () => {
    handle = await freshDb();
  }, 120_000);
  afterAll(() => handle.close());

  it("create every table of the data model", async () => {
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(tables).toEqual([
      "applications",
      "audit_log",
      "batches",
      "courses",
      "enquiries",
      "enrolments",
      "form_drafts",
      "invitations",
      "list_versions",
      "outbox",
      "outbox_attachments",
      "rate_limits",
      "requirement_manage_links",
      "requirements",
      "review_links",
      "reviews",
      "sessions",
      "share_counts",
      "trainer_cvs",
      "trainer_photos",
      "trainer_profiles",
      "used_form_tokens",
      "vendor_ratings",
      "vendors",
    ]);
  });

  it("enforce ratings 1..5 and one rating per user per vendor", async () => {
    const [vendor] = await handle.db
      .insert(schema.vendors)
      .values({ name: "V", website: "https://v.example", normalizedWebsite: "v.example", description: "d" })
      .returning();
    await expect(
      handle.db.insert(schema.vendorRatings).values({ vendorId: vendor!.id, userEmail: "a@x.example", rating: 6 }),
    ).rejects.toThrow();
    await handle.db.insert(schema.vendorRatings).values({ vendorId: vendor!.id, userEmail: "a@x.example", rating: 4 });
    await expect(
      handle.db.insert(schema.vendorRatings).values({ vendorId: vendor!.id, userEmail: "a@x.example", rating: 3 }),
    ).rejects.toThrow();
  });

  it("seed an empty database once, with published requirements, approved vendors and directory trainers", async () => {
    const { db, close } = await freshDb();
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const requirements = await db.select().from(schema.requirements);
    const published = requirements.filter((requirement) => requirement.status === "published");
    expect(published).toHaveLength(sampleRequirements.length);
    expect(sampleRequirements.length).toBeGreaterThanOrEqual(12);
    const ratings = await db.select().from(schema.vendorRatings);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((rating) => rating.status === "approved")).toBe(true);

    // The directory's sample trainers, each review behind a real engagement: a closed requirement, the application
    // engaged and delivered, the review link used.
    const trainers = await db.select().from(schema.trainerProfiles);
    expect(trainers.map((trainer) => [trainer.publicSlug, trainer.listedInDirectory])).toEqual(
      sampleTrainers.map((trainer) => [trainer.slug, true]),
    );
    const reviews = await db
      .select({
        rating: schema.reviews.rating,
        requirementStatus: schema.requirements.status,
        applicationStatus: schema.applications.status,
        deliveredAt: schema.applications.deliveredAt,
        linkUsedAt: schema.reviewLinks.usedAt,
      })
      .from(schema.reviews)
      .innerJoin(schema.applications, eq(schema.applications.id, schema.reviews.applicationId))
      .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
      .innerJoin(schema.reviewLinks, eq(schema.reviewLinks.applicationId, schema.applications.id));
    expect(reviews).toHaveLength(sampleTrainers.flatMap((trainer) => trainer.engagements).length);
    for (const review of reviews) {
      expect(review).toMatchObject({ requirementStatus: "closed", applicationStatus: "engaged" });
      expect(review.deliveredAt).toBeInstanceOf(Date);
      expect(review.linkUsedAt).toBeInstanceOf(Date);
    }
    await close();
  });

  it("fix vendor websites stored without a scheme (the abuse_vendor_websites data fix)", async () => {
    const file = readdirSync("drizzle/migrations").find((name) => name.endsWith("_abuse_vendor_websites.sql"));
    const text = readFileSync(`drizzle/migrations/${file}`, "utf8");
    const fix = text.slice(text.indexOf("-- custom:"));
    const rows = [
      ["acme.com", "https://acme.com"],
      [" www.shop.example/x ", "https://www.shop.example/x"],
      ["https://kept.example/", "https://kept.example/"],
      ["HTTP://Upper.example", "HTTP://Upper.example"],
      ["javascript:alert(1)+'@x.com'+'.com", "https://javascript:alert(1)+'@x.com'+'.com"],
    ];
    for (const [index, [website]] of rows.entries()) {
      await handle.db.insert(schema.vendors).values({
        name: `Fix ${index}`,
        website: website!,
        normalizedWebsite: `fix-${index}.example`,
        description: "d",
      });
    }
    await handle.db.execute(sql.raw(fix));
    const fixed = await handle.db.select({ website: schema.vendors.website }).from(schema.vendors);
    expect(fixed.map((row) => row.website)).toEqual(expect.arrayContaining(rows.map(([, after]) => after)));
  });

  it("rename leads to requirements with their rows, list version, triggers and stored words (0010)", async () => {
    const client = new PGlite("memory://", { extensions: await embeddedExtensions() });
    const db = drizzle(client);
    const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
    const earlier = migrationsBefore(RENAME_MIGRATION);
    try {
      await migrate(db, { migrationsFolder: earlier.folder });
      const before = await fillBeforeRename(query);
      await migrate(db, { migrationsFolder: "drizzle/migrations" });
      await expectRenamed(query, before);
    } finally {
      earlier.remove();
      await client.close();
    }
  }, 120_000);

  it("use nothing newer than PostgreSQL 15 in the SQL files", () => {
    const folder = "drizzle/migrations";
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql"))) {
      const text = readFileSync(`${folder}/${file}`, "utf8");
      expect(text, file).not.toMatch(/NULLS NOT DISTINCT|MERGE INTO|uuidv7\(/i);
    }
  });
});
