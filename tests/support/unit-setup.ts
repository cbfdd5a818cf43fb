import { afterEach, beforeEach, expect, vi } from "vitest";

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

process.env.DATA_DIR ??= "memory://";
process.env.SESSION_SECRET ??= "unit-test-secret";
