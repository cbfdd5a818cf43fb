import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium the browser tests and the screenshots run: CHROMIUM_PATH, else Debian's headless shell
 * (`apt-get install -y chromium-headless-shell`), else Debian's Chromium, else Playwright's own download. The
 * headless shell is the browser Playwright itself runs headless tests in: without the full browser's interface
 * processes it took a third less time on the 2-core machine (the same 84 tests: 116 s against 170 s,
 * docs/development.md). With none of them, stop and say how to get one (this machine cannot download Playwright's
 * browsers).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium-headless-shell`), " +
      "or set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
}
