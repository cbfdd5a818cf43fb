import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "~drizzle/schema";
import { builders } from "./builders";
import { readers } from "./readers";
import { embeddedExtensions, getDb, type Db } from "~/infra/db.server";

/** A fresh, migrated in-memory database for one unit test file (or test). */
export async function freshDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = new PGlite("memory://", { extensions: await embeddedExtensions() });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: "drizzle/migrations" });
  return { db: db as unknown as Db, close: () => client.close() };
}

/** The data builders (tests/support/builders.ts) on the unit tests' shared in-process database (`getDb`). */
export const build = builders(getDb);
/** The data readers (tests/support/readers.ts) on the same database. */
export const read = readers(getDb);
