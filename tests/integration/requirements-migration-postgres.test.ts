import postgres from "postgres";
import { afterAll, beforeAll, describe, it } from "vitest";
import { migrateUnderLock } from "~/infra/db.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";
import { expectRenamed, fillBeforeRename, migrationsBefore, RENAME_MIGRATION } from "../support/requirements-migration";

/** Migration 0010 (leads -> requirements) on PostgreSQL 15, over a database that already holds a site's rows. */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("requirements_rename");
}, 60_000);

afterAll(async () => {
  await database.drop();
});

describe("the requirements rename on PostgreSQL", () => {
  it("keeps every row, the board's list version and its triggers under the new names", async () => {
    const client = postgres(database.url, { max: 1, onnotice: () => {} });
    const query = async (text: string) => [...(await client.unsafe(text))] as Record<string, unknown>[];
    const earlier = migrationsBefore(RENAME_MIGRATION);
    try {
      await migrateUnderLock(database.url, database.processClient(), earlier.folder);
      const before = await fillBeforeRename(query);
      await migrateUnderLock(database.url, database.processClient());
      await expectRenamed(query, before);
    } finally {
      earlier.remove();
      await client.end({ timeout: 1 });
    }
  }, 60_000);
});
