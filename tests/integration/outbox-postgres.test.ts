import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateUnderLock, type Db } from "~/infra/db.server";
import { deliverDueMails, queueMail } from "~/services/outbox.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";

/** Rows of a raw drizzle query: postgres.js answers an array (PGlite would answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("outbox");
}, 30_000);

afterAll(async () => {
  await database.drop();
});

describe("several processes on one PostgreSQL", () => {
  it("migrate at the same time on a fresh database without colliding (advisory lock)", async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => migrateUnderLock(database.url, database.processClient())),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const [row] = rowsOf<{ n: number }>(
      await database.processClient().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it("two workers draining one outbox send every mail exactly once", async () => {
    const first = database.processClient();
    const second = database.processClient();
    const total = 300;
    for (let i = 0; i < total; i++) {
      await queueMail(first, { to: `contention${i}@example.com`, subject: `Contention ${i}`, text: "T" });
    }
    const sends = new Map<number, string[]>();
    const worker = (name: string, db: Db) => async () => {
      for (;;) {
        const claimed = await deliverDueMails({
          db,
          limit: 8,
          send: async (mail) => {
            sends.set(mail.id, [...(sends.get(mail.id) ?? []), name]);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          },
        });
        if (claimed === 0) return;
      }
    };
    await Promise.all([worker("a", first)(), worker("b", second)()]);
    expect(sends.size).toBe(total);
    expect([...sends.values()].filter((names) => names.length > 1)).toEqual([]);
    const workers = new Set([...sends.values()].flat());
    expect(workers).toEqual(new Set(["a", "b"]));
    const [row] = rowsOf<{ n: number }>(
      await first.execute(sql`select count(*)::int as n from outbox where status <> 'sent' or claim_token is not null`),
    );
    expect(Number(row?.n)).toBe(0);
  });
});
