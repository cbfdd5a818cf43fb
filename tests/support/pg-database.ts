import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "~drizzle/schema";
import type { Db } from "~/infra/db.server";

/** Where the PostgreSQL integration tests make their own databases (`npm run test:pg`, CI when PostgreSQL is up). */
const ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestDatabase = {
  url: string;
  /** One server process's database client: its own pool, as a second process would have. */
  processClient: () => Db;
  /** Closes every process client, then removes the database (with any connection still open to it). */
  drop: () => Promise<void>;
};

/** A fresh, empty database. */
export async function freshPostgresDatabase(label: string): Promise<TestDatabase> {
  const name = `${process.env.PG_TEST_DB_PREFIX ?? "it"}_${label}_${Date.now()}_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;
  const clients: ReturnType<typeof postgres>[] = [];
  return {
    url,
    processClient: () => {
      const client = postgres(url, { max: 5, onnotice: () => {} });
      clients.push(client);
      return drizzle(client, { schema }) as unknown as Db;
    },
    drop: async () => {
      await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}
