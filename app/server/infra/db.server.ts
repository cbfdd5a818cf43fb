import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "~drizzle/schema";
import { getConfig } from "./config.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

/** `query` runs raw SQL with $1-style parameters on either driver (used by scripts and test tools). */
type Handle = {
  db: Db;
  close: () => Promise<void>;
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  driver: "pglite" | "postgres";
};

/**
 * One database client for the process: postgres.js when DATABASE_URL is set, else the embedded PGlite
 * in DATA_DIR. Kept on globalThis so that a dev-server rebuild reuses it instead of opening a second
 * PGlite on the same folder (which PGlite does not allow).
 */
const globalKey = "__edukonDatabase" as const;
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

export const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle/migrations");

async function open(): Promise<Handle> {
  const config = getConfig();
  if (config.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(config.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      close: () => client.end(),
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.unsafe(text, params as never[])) as unknown as T[],
      driver: "postgres",
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dataDir = config.dataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = new PGlite(dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pgdata"));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    driver: "pglite",
  };
}

function handlePromise(): Promise<Handle> {
  const store = globalThis as GlobalWithDb;
  if (!store[globalKey]) {
    store[globalKey] = open().catch((error: unknown) => {
      delete store[globalKey];
      throw error;
    });
  }
  return store[globalKey];
}

/** The process's database, migrated on first use (start-up seeds it: see lifecycle.server.ts). */
export async function getDb(): Promise<Db> {
  return (await handlePromise()).db;
}

/** Raw SQL with $1-style parameters, for scripts and test tools; app code uses `getDb()`. */
export async function rawQuery<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await handlePromise()).query<T>(text, params);
}

export async function closeDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const pending = store[globalKey];
  delete store[globalKey];
  if (pending) await (await pending).close();
}

/** Rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function databaseAnswers(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
