import { test } from "@playwright/test";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "~drizzle/schema";
import type { Db } from "~/infra/db.server";
import { localSignInPorts, testPorts } from "./ports";

/**
 * The database of the harness the running test's project talks to, opened directly (decision record 0067): the main
 * harness's is DATABASE_URL when the run has one (the PostgreSQL browser pass, .ci/run), else the embedded database
 * it serves on its `db` port; the local-sign-in harness always serves its own (tests/support/harness.ts).
 */
export function harnessDatabaseUrl(local: boolean): string {
  if (!local && process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return `postgres://postgres@127.0.0.1:${(local ? localSignInPorts() : testPorts()).db}/postgres`;
}

const clients = new Map<string, Db>();

/**
 * A drizzle client on the running test's harness database, one per worker and database (its connections stay open
 * for the worker's life: a connection to the embedded database is one turn of its single session, cheap to keep).
 */
export function testDb(): Db {
  const url = harnessDatabaseUrl(test.info().project.name === "local-sign-in");
  let db = clients.get(url);
  if (!db) {
    const client = postgres(url, { max: 2, onnotice: () => {}, idle_timeout: 20 });
    db = drizzle(client, { schema }) as unknown as Db;
    clients.set(url, db);
  }
  return db;
}
