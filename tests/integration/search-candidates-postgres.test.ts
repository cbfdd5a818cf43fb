import { afterAll, beforeAll, describe, it } from "vitest";
import { closeDb, getDb } from "~/infra/db.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";
import {
  expectBoardSearchAsFuseOverAll,
  expectDirectorySearchAsFuseOverAll,
  expectIndexesAnswer,
  fillRequirements,
  fillTrainers,
} from "../support/search-candidates-cases";

/** The search candidate sets (decision record 0068) on PostgreSQL: pg_trgm created by the migration, same results. */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("search_candidates");
  process.env.DATABASE_URL = database.url;
  await getDb();
  await fillRequirements();
  await fillTrainers();
}, 400_000);

afterAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  await database.drop();
});

describe("search candidate sets on PostgreSQL", () => {
  it("the board search finds exactly what fuse.js over every requirement finds, typos included", async () => {
    await expectBoardSearchAsFuseOverAll();
  });
  it("the directory search finds exactly what fuse.js over every listed trainer finds, typos included", async () => {
    await expectDirectorySearchAsFuseOverAll();
  });
  it("the trigram and star-count indexes answer the candidate and count queries", async () => {
    await expectIndexesAnswer();
  });
});
