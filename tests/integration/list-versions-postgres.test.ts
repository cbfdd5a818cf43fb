import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateUnderLock, type Db } from "~/server/infra/db.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";

/**
 * The list versions (decision 0027) on PostgreSQL: a write in one server process raises the version every
 * other process reads before rebuilding its list, and writes made at the same time are all counted.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("list_versions");
  await migrateUnderLock(database.url, database.processClient());
}, 60_000);

afterAll(async () => {
  await database.drop();
});

async function version(db: Db, list: string): Promise<number> {
  const result = await db.execute(sql`select version from list_versions where name = ${list}`);
  return Number((result as unknown as { version: number }[])[0]!.version);
}

describe("list versions on PostgreSQL", () => {
  it("are raised by another process's writes, once per statement, with none lost when they run together", async () => {
    const writer = database.processClient();
    const otherWriter = database.processClient();
    const reader = database.processClient();
    const before = await version(reader, "leads");
    await Promise.all(
      [writer, otherWriter].map((db, index) =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into leads (topic, training_topic_name, lead_details, status) values ('Go', ${`Go ${index}`}, 'Two days', 'published')`,
          );
        }),
      ),
    );
    expect(await version(reader, "leads")).toBe(before + 2);
    await writer.execute(sql`update leads set applicants_mailed_at = now()`);
    expect(await version(reader, "leads")).toBe(before + 2);

    const vendorsBefore = await version(reader, "vendors");
    await writer.execute(
      sql`insert into vendors (name, website, normalized_website, description, status) values ('Acme', 'acme.example', 'acme.example', 'Labs', 'approved')`,
    );
    await otherWriter.execute(
      sql`insert into vendor_ratings (vendor_id, user_email, rating, status) select id, 'a@example.com', 5, 'approved' from vendors`,
    );
    expect(await version(reader, "vendors")).toBe(vendorsBefore + 2);
  });
});
