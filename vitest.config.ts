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
    setupFiles: ["tests/support/unit-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    // A file's first database (PGlite opened and migrated in memory) takes seconds on a busy 2-core machine.
    hookTimeout: 20_000,
    // .ci/run counts each pass from a JSON report (.ci/count.mjs).
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
  },
});
