// `npm run dev`'s app server (remix dev -c "node scripts/dev-server.js"): compiles the HTTP server (server.ts,
// server/*.ts; scripts/build-server.js), runs build/server.js, and when a server source changes compiles it again and
// restarts it. `remix dev` itself restarts this command after each rebuild of the app, so app changes need nothing
// here; the server's own sources are outside what `remix dev` watches. Node's fs.watch, no new dependency.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { buildServer, serverSources } from "./build-server.js";

/** How long to wait for more changes before compiling (an editor's save writes a file more than once). */
const SETTLE_MS = 150;

/** @type {import("node:child_process").ChildProcess | null} */
let child = null;
let stopping = false;

function start() {
  try {
    buildServer();
  } catch (error) {
    // A syntax error in the server: say so and wait for the next save, as `remix dev` does for the app.
    console.error(error instanceof Error ? error.message : error);
    return;
  }
  child = spawn(process.execPath, ["build/server.js"], { stdio: "inherit" });
  child.once("exit", () => {
    child = null;
  });
}

/** Stops the running server (SIGTERM: its graceful shutdown) and waits until it is gone. */
function stop() {
  const running = child;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once("exit", resolve);
    running.kill("SIGTERM");
  });
}

let timer = null;
function onChange(fileName) {
  if (fileName && !String(fileName).endsWith(".ts")) return;
  clearTimeout(timer);
  timer = setTimeout(async () => {
    console.info("server: a source changed, compiling and restarting");
    await stop();
    if (!stopping) start();
  }, SETTLE_MS);
}

// server.ts and the server/ folder (the folder, so that a new file there counts too).
const watched = new Set(serverSources().map((source) => (source.includes("/") ? "server" : source)));
for (const target of watched) watch(target, (_event, fileName) => onChange(target === "server" ? fileName : target));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    stopping = true;
    await stop();
    process.exit(0);
  });
}
start();
