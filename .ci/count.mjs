// `node .ci/count.mjs <playwright|vitest> <report.json>`: one line of what a test pass counted, from its JSON
// report ("180 passed, 0 failed, 2 flaky, 3 skipped"). Exits 1 when the report is missing or nothing passed, so
// that a pass that ran nothing fails CI instead of reading as green.
import { existsSync, readFileSync } from "node:fs";

const [kind, file] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  process.stdout.write(`no report (${file ?? "none given"})\n`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8"));
let passed, failed, flaky, skipped;
if (kind === "playwright") {
  ({ expected: passed, unexpected: failed, flaky, skipped } = report.stats);
} else {
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  flaky = 0;
  skipped = report.numPendingTests + (report.numTodoTests ?? 0);
}
const parts = [`${passed} passed`, `${failed} failed`];
// A test file that could not run at all (an import error) counts no failed test, but fails the pass.
const fileFailed = kind !== "playwright" && !report.success && failed === 0;
if (fileFailed) parts.push("a test file failed to run");
if (flaky) parts.push(`${flaky} flaky`);
if (skipped) parts.push(`${skipped} skipped`);
process.stdout.write(`${parts.join(", ")}\n`);
process.exit(passed > 0 && failed === 0 && !fileFailed ? 0 : 1);
