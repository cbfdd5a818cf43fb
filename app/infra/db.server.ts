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
  /**
   * LISTEN on `channel`: `onPayload` gets each notification's payload. `onListening` runs once listening, and
   * again after postgres.js re-established a lost listening connection (notifications in between are lost).
   */
  listen: (channel: string, onPayload: (payload: string) => void, onListening: () => void) => Promise<Unlisten>;
};

export type Unlisten = () => Promise<void>;

/**
 * One database client for the process: postgres.js when DATABASE_URL is set, else the embedded PGlite
 * in DATA_DIR. Kept on globalThis so that a dev-server rebuild reuses it instead of opening a second
 * PGlite on the same folder (which PGlite does not allow).
 */
const globalKey = "__edukonDatabase" as const;
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

export const migrationsFolder = () => path.resolve(getConfig().migrationsDir);

async function open(): Promise<Handle> {
  const config = getConfig();
  if (config.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(config.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // Fail fast while the database is away (postgres.js waits 30 s by default): a form answers 503
      // in seconds, and the pool reconnects by itself when the database is back.
      connect_timeout: Math.ceil(config.databaseConnectTimeoutMs / 1000),
      connection: { statement_timeout: config.databaseQueryTimeoutMs },
    });
    const db = drizzle(client, { schema });
    try {
      await migrateUnderLock(config.databaseUrl, db as unknown as Db);
    } catch (error) {
      await client.end({ timeout: 1 });
      throw error;
    }
    return {
      db: db as unknown as Db,
      close: () => client.end({ timeout: 5 }),
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.unsafe(text, params as never[])) as unknown as T[],
      driver: "postgres",
      // postgres.js keeps one connection of its own for LISTEN and opens it again when it is lost.
      listen: async (channel, onPayload, onListening) => {
        const { unlisten } = await client.listen(channel, onPayload, onListening);
        return unlisten;
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dataDir = config.dataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  const template = dataDir.startsWith("memory://") ? embeddedTemplate() : undefined;
  const client = await PGlite.create(dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pgdata"), {
    postgresqlconf: PGLITE_SETTINGS,
    extensions: await embeddedExtensions(),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    driver: "pglite",
    // PGlite delivers a notification to its own listeners when the notifying transaction commits.
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening();
      return unlisten;
    },
  };
}

const templateKey = "__edukonEmbeddedTemplate" as const;
type GlobalWithTemplate = typeof globalThis & { [templateKey]?: Blob };

/**
 * A migrated data folder (PGlite's `dumpDataDir`) that an in-memory database starts from, instead of creating a
 * cluster and running every migration: seconds saved for each of the unit tests' files, which each open one
 * (tests/support/unit-setup.ts). The migrations still run after it, so a template older than them is brought up to
 * date. Production never sets it.
 */
export function useEmbeddedTemplate(template: Blob | undefined): void {
  (globalThis as GlobalWithTemplate)[templateKey] = template;
}

const embeddedTemplate = (): Blob | undefined => (globalThis as GlobalWithTemplate)[templateKey];

/**
 * The extensions the migrations create, which PGlite loads from its own contrib bundle: every PGlite that migrates
 * (this module, the tests' and the benches' databases) opens with these. pg_trgm: the search candidate sets'
 * indexes (decision record 0068).
 */
export async function embeddedExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/**
 * PostgreSQL's defaults are for a server with memory to spare: 128 MB of shared buffers live inside
 * PGlite's WebAssembly memory, which never shrinks, and a started server held about 340 MB. 16 MB holds
 * the working set of the site (the largest table scan, 50,000 ratings, is a few MB); the operating
 * system's file cache keeps the rest of the data folder. docs/decisions/0022 has the measurements.
 */
export const PGLITE_SETTINGS = ["shared_buffers = 16MB", "maintenance_work_mem = 16MB"];

/** Any number that no other application on the database uses as an advisory lock key. */
export const MIGRATION_LOCK_KEY = 190_000_019;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that several processes starting
 * at once on a fresh database migrate one after another instead of colliding on `create type` (the
 * later ones find nothing left to do). The lock lives on its own connection, without the statement
 * timeout: waiting for another process's migrations is not a slow query. PGlite is one process, no lock.
 */
export async function migrateUnderLock(databaseUrl: string, db: Db, folder = migrationsFolder()): Promise<void> {
  const { default: postgres } = await import("postgres");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const lock = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate(db as never, { migrationsFolder: folder });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await lock.end({ timeout: 1 });
  }
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

/** LISTEN on the process's database (see `Handle.listen`). */
export async function listenToDb(
  channel: string,
  onPayload: (payload: string) => void,
  onListening: () => void,
): Promise<Unlisten> {
  return (await handlePromise()).listen(channel, onPayload, onListening);
}

export async function closeDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const pending = store[globalKey];
  delete store[globalKey];
  if (pending) await (await pending).close();
}

/** postgres.js's own codes for a connection that could not be made or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EPIPE",
  "ETIMEDOUT",
]);

/**
 * Whether an error (or its cause: drizzle wraps driver errors) means the database is away or
 * overloaded rather than that the request was wrong: lost or refused connections, SQLSTATE class 08,
 * an administrator's or a crash's shutdown (57P01-57P03), a statement timeout (57014), too many
 * connections (53300). Such a request gets a 503 and may be sent again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08")) return true;
      if (["57P01", "57P02", "57P03", "57014", "53300"].includes(code)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
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
