// What the CI start-up smokes share (scripts/smoke.mjs, scripts/smoke-remix-serve.mjs): start a server on a fresh
// embedded database, wait for /healthz, run the smoke's checks, then SIGTERM and require a graceful stop. Plain
// JavaScript, so that it runs on whichever Node is first on PATH.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `command args` with PORT and a fresh DATA_DIR (plus `env`), then `checks(base)`; exits the process with 0 only
 * when the checks passed and the server stopped on SIGTERM by itself. `name` says which server in the failure line.
 */
export async function runSmoke({ command, args, port, base, env = {}, name }, checks) {
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "edukon-smoke-")),
      DATABASE_URL: "",
      SMTP_URL: "",
      FORM_MIN_FILL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group: SIGTERM goes to npm (or npx) and to the node it started, as `docker stop` reaches
    // node when it is PID 1's child (npm alone does not pass the signal on).
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  // "close", not "exit": npm may end before the server it started has written its last lines to the pipe they
  // share; the pipe closes only when both are gone.
  const exited = new Promise((resolve) => child.once("close", (code, signal) => resolve(code ?? signal)));

  let failed = false;
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const health = await fetch(`${base}/healthz`).catch(() => null);
      if (health?.ok) break;
      if (Date.now() > deadline) throw new Error("/healthz did not answer 200 within 3 minutes");
      await sleep(500);
    }
    await checks(base);
  } catch (error) {
    failed = true;
    console.error("[smoke] FAILED:", error);
  }
  process.kill(-child.pid, "SIGTERM");
  const status = await Promise.race([exited, sleep(40_000).then(() => "no exit within 40 s")]);
  // npm itself dies of the signal; what matters is that the server drained and stopped on its own.
  if (!/SIGTERM: stopped/.test(output) || (status !== 0 && status !== "SIGTERM")) {
    failed = true;
    console.error(`[smoke] FAILED: after SIGTERM ${name} did not stop gracefully (it ended with ${status})`);
    process.kill(-child.pid, "SIGKILL");
  }
  process.exit(failed ? 1 : 0);
}
