import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~drizzle": path.resolve("drizzle"),
      "~": path.resolve("app"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/support/unit-template.ts"],
    setupFiles: ["tests/support/unit-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Two halve the unit pass there;
    // every file has its own in-memory database and listens on port 0, so files do not meet.
    maxWorkers: 2,
    testTimeout: 60_000,
    // A file's first database (PGlite opened and migrated in memory, 17 migrations) takes seconds on a busy 2-core
    // machine, and its first test or hook pays for it: 20 s timed out in CI under load.
    hookTimeout: 60_000,
    // .ci/run counts each pass from a JSON report (.ci/count.mjs).
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
  },
});
