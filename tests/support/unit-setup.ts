import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeEach, expect, inject, vi } from "vitest";
import { closeDb, useEmbeddedTemplate } from "~/infra/db.server";

/**
 * A console.error during a unit test is a failure unless the test expects it (by spying on
 * console.error itself, which replaces this spy).
 */
let errorSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, "unexpected console.error during the test").toEqual([]);
});

// Services call getDb(): in unit tests that is a fresh in-memory PGlite per test file, unseeded, started from the
// migrated data folder that the global setup made once (tests/support/unit-template.ts).
delete process.env.DATABASE_URL;
process.env.DATA_DIR = "memory://";
process.env.SEED_SAMPLE_DATA = "0";
const template = readFileSync(inject("embeddedTemplate"));
useEmbeddedTemplate(new Blob([template]));

afterAll(async () => {
  await closeDb();
});
process.env.SESSION_SECRET ??= "unit-test-secret";
