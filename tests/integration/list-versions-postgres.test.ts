import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateUnderLock, type Db } from "~/infra/db.server";
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
  it("are raised by another process's writes, once per transaction, with none lost when they run together", async () => {
    const writer = database.processClient();
    const otherWriter = database.processClient();
    const reader = database.processClient();
    const before = await version(reader, "requirements");
    await Promise.all(
      [writer, otherWriter].map((db, index) =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into requirements (topic, training_topic_name, details, status) values ('Go', ${`Go ${index}`}, 'Two days', 'published')`,
          );
        }),
      ),
    );
    expect(await version(reader, "requirements")).toBe(before + 2);
    await writer.execute(sql`update requirements set applicants_mailed_at = now()`);
    expect(await version(reader, "requirements")).toBe(before + 2);
    // One transaction changing two requirements in two statements: raised once, at its commit.
    await writer.transaction(async (tx) => {
      await tx.execute(sql`update requirements set details = 'Three days'`);
      await tx.execute(sql`update requirements set status = 'closed' where training_topic_name = 'Go 0'`);
    });
    expect(await version(reader, "requirements")).toBe(before + 3);

    const vendorsBefore = await version(reader, "vendors");
    await writer.execute(
      sql`insert into vendors (name, website, normalized_website, description, status) values ('Acme', 'acme.example', 'acme.example', 'Labs', 'approved')`,
    );
    await otherWriter.execute(
      sql`insert into vendor_ratings (vendor_id, user_email, rating, status) select id, 'a@example.com', 5, 'approved' from vendors`,
    );
    expect(await version(reader, "vendors")).toBe(vendorsBefore + 2);
  });

  it("never make two writers deadlock: the counter is raised at commit, after every row the writer locks", async () => {
    const first = database.processClient();
    const second = database.processClient();
    const observer = database.processClient();
    const ids = (await observer.execute(sql`select id from requirements order by id limit 2`)) as unknown as {
      id: number;
    }[];
    const [a, b] = [ids[0]!.id, ids[1]!.id];
    const details = (text: string, id: number) => sql`update requirements set details = ${text} where id = ${id}`;
    /** Resolves once `count` sessions of this database wait for a lock. */
    const lockWaiters = async (count: number) => {
      for (;;) {
        const [row] = (await observer.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { n: number }[];
        if (row!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const latch = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const firstHoldsA = latch();
    const secondUpdated = latch();
    const firstMayGoOn = latch();
    const secondMayCommit = latch();
    // The first writer changes A, then B; the second changes B in between and commits while the first waits
    // for B. Without list versions that is an ordinary wait; a counter raised per statement would be held
    // by the first writer from its update of A, and wanted by the second: a deadlock.
    const firstWriter = first.transaction(async (tx) => {
      await tx.execute(details("First A", a));
      firstHoldsA.open();
      await firstMayGoOn.opened;
      await tx.execute(details("First B", b));
    });
    await firstHoldsA.opened;
    const secondWriter = second.transaction(async (tx) => {
      await tx.execute(details("Second B", b));
      secondUpdated.open();
      await secondMayCommit.opened;
    });
    // The second writer holds B (or, with a per-statement counter, waits for it): the first may go on to B.
    await Promise.race([secondUpdated.opened, lockWaiters(1)]);
    firstMayGoOn.open();
    await lockWaiters(1);
    secondMayCommit.open();
    const results = await Promise.allSettled([firstWriter, secondWriter]);
    expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : "committed"))).toEqual([
      "committed",
      "committed",
    ]);
  }, 30_000);
});
