import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromium } from "@playwright/test";
import { testPorts } from "./tests/support/ports";

/**
 * Chromium from CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download; with
 * none of them, stop and say how to get one (this machine cannot download Playwright's browsers).
 */
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), " +
      "or set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
}

const ports = testPorts();
const baseURL = `http://localhost:${ports.app}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
      testIgnore: /\.nojs-only\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: /\.js-only\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "npx tsx tests/support/harness.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
