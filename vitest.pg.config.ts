import { defineConfig } from "vitest/config";
import unit from "./vitest.config";

/** `npm run test:pg`: integration tests against a real PostgreSQL (PG_ADMIN_URL); CI runs them when one is up. */
export default defineConfig({
  resolve: unit.resolve,
  test: { ...unit.test, include: ["tests/integration/**/*.test.ts"] },
});
