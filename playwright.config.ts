import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./scripts/chromium";
import { localSignInPorts, testPorts } from "./tests/support/ports";

const ports = testPorts();
const baseURL = `http://localhost:${ports.app}`;
/** The second harness: a fresh `npm start` without Google, signed in through /auth/local. */
const localSignInURL = `http://localhost:${localSignInPorts().app}`;
const LOCAL_SIGN_IN_SPECS = /\.local-sign-in\.spec\.ts$/;
/** Stops the shared SMTP sink: it runs after the JS and no-JS projects, so no other test's mail meets the outage. */
const SMTP_OUTAGE_SPECS = /enquiries-outbox\.js-only\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // 60 s a test: on the shared 2-core CI machine page-heavy specs came within a second of 30 s (docs/development.md
  // says where the suite's time goes; the speed goals are checked by `npm run bench`, never by a timeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // .ci/run counts each pass from a JSON report (.ci/count.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL,
    // A trace records every action with snapshots of the page: about a fifth of a test's time when kept for every
    // test (measured: 36 specs, 4.1 against 3.2 min). CI retries a failed test once, with its trace; locally,
    // `--trace on` records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "js",
      testIgnore: [/\.nojs-only\.spec\.ts$/, LOCAL_SIGN_IN_SPECS, SMTP_OUTAGE_SPECS],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: [/\.js-only\.spec\.ts$/, LOCAL_SIGN_IN_SPECS],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
    {
      name: "smtp-outage",
      testMatch: SMTP_OUTAGE_SPECS,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      // Hostile input against every route: raw requests mostly, a browser where markup is shown.
      name: "hostile",
      testDir: "tests/hostile",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      // The flows of a newcomer's first run, through the local sign-in; the spec turns JavaScript off where it matters.
      name: "local-sign-in",
      testMatch: LOCAL_SIGN_IN_SPECS,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, baseURL: localSignInURL },
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/harness.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/support/harness.ts",
      env: { E2E_LOCAL_SIGN_IN: "1" },
      url: `${localSignInURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
