import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, rawQuery } from "~/infra/db.server";
import { seedCatalogueIfEmpty } from "~/services/course-seed.server";
import { enrolInBatch } from "~/services/enrolments.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";

/**
 * The seat rule of decision record 0062 on PostgreSQL, where transactions really run at once: ten learners racing for
 * a batch's last seat through the service's own connection pool get one seat and nine waiting-list places, and one
 * e-mail racing itself gets one place.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("enrolments");
  // The service reads the database of the configuration: this one (the unit setup leaves none set).
  process.env.DATABASE_URL = database.url;
  await seedCatalogueIfEmpty(await getDb());
}, 60_000);

afterAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  await database.drop();
});

async function batchWithSeats(seats: number): Promise<number> {
  const [row] = await rawQuery<{ id: number }>(
    `insert into batches (course_id, starts_on, ends_on, class_days, starts_at, ends_at, mode, seats_total)
     select id, current_date + 10, current_date + 12, 127, '10:00', '13:00', 'online', $1 from courses
     where slug = 'kubernetes' returning id`,
    [seats],
  );
  return row!.id;
}

describe("enrolment on PostgreSQL", () => {
  it("gives the last seat to exactly one of ten racing learners", async () => {
    const batchId = await batchWithSeats(1);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        enrolInBatch({
          batchId,
          courseSlug: "kubernetes",
          name: `Racer ${n}`,
          email: `racer${n}@example.com`,
          mobile: "9876543210",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "enrolled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "waiting")).toHaveLength(9);
    const [batch] = await rawQuery<{ seats_taken: number }>("select seats_taken from batches where id = $1", [batchId]);
    expect(Number(batch?.seats_taken)).toBe(1);
  });

  it("gives one e-mail racing itself one place", async () => {
    const batchId = await batchWithSeats(5);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        enrolInBatch({
          batchId,
          courseSlug: "kubernetes",
          name: "Same Person",
          email: "same.person@example.com",
          mobile: "9876543210",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "enrolled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "duplicate")).toHaveLength(4);
    const [batch] = await rawQuery<{ seats_taken: number }>("select seats_taken from batches where id = $1", [batchId]);
    expect(Number(batch?.seats_taken)).toBe(1);
  });
});
