/**
 * What the HTTP benches share: a data folder prepared beforehand (so that the server's memory is that
 * of a restarted server, not of PostgreSQL's one-off initdb), the production server started on it as a
 * process of its own pinned to one core while this process loads it from the other, and its memory.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { embeddedExtensions, migrationsFolder } from "~/infra/db.server";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/memory-settings.js";

export type Query = (text: string, params?: unknown[]) => Promise<unknown>;

function pinned(core: number, command: string[]): string[] {
  return cpus().length > 1 && spawnSync("taskset", ["-V"]).status === 0
    ? ["taskset", "-c", String(core), ...command]
    : command;
}

/** A new data folder, migrated, filled by `fill` (or seeded by the server at start when there is none). */
export async function prepareDataFolder(fill?: (query: Query) => Promise<void>): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), "edukon-bench-"));
  const client = new PGlite(path.join(folder, "pgdata"), { extensions: await embeddedExtensions() });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  if (fill) await fill((text, params) => client.query(text, params));
  await client.close();
  return folder;
}

/** `stop()` resolves once the server has exited (its port is free again). */
export type BenchServer = { port: number; pid: number; stop: () => Promise<void> };

/**
 * Production's memory settings (server/memory-settings.ts), unless BENCH_WITHOUT_MEMORY_SETTINGS=1 asks
 * for a plain `node build/server.js`, to measure what they save.
 */
const withMemorySettings = process.env.BENCH_WITHOUT_MEMORY_SETTINGS !== "1";

/**
 * `node build/server.js` on `dataFolder`, started as production starts it, pinned to core 1 (this process
 * moves to core 0), once it answers /healthz.
 */
export async function startServer(
  dataFolder: string,
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  spawnSync("taskset", ["-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  // BENCH_NODE_FLAGS (space-separated) tries other V8 flags in their place, e.g. another young generation's size.
  const flags = process.env.BENCH_NODE_FLAGS
    ? process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean)
    : withMemorySettings
      ? SERVER_NODE_FLAGS
      : [];
  const [command, ...args] = pinned(1, [process.execPath, ...flags, "build/server.js"]);
  const server: ChildProcess = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataFolder,
      SEED_SAMPLE_DATA: "0",
      SESSION_SECRET: "bench-secret",
      ...(withMemorySettings ? SERVER_ENVIRONMENT : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) =>
    server.once("exit", () => {
      rmSync(dataFolder, { recursive: true, force: true });
      resolve();
    }),
  );
  const stop = () => {
    server.kill("SIGTERM");
    return exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server did not start within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, pid: server.pid!, stop };
}

/** One GET's time to the last byte, in ms, and its status. */
export function timedGet(
  port: number,
  urlPath: string,
  agent?: http.Agent,
): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytes = 0;
    http
      .get(
        { host: "127.0.0.1", port, path: urlPath, agent, headers: { "Accept-Encoding": "gzip, deflate, br" } },
        (response) => {
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () =>
            resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes }),
          );
        },
      )
      .on("error", reject);
  });
}

/** The site's main stylesheet, the largest of them: the yardstick of a static answer. */
export function staticAsset(): string {
  const css = readdirSync("public/build/_assets")
    .filter((file) => file.endsWith(".css"))
    .sort((a, b) => statSync(`public/build/_assets/${b}`).size - statSync(`public/build/_assets/${a}`).size)[0];
  return `/build/_assets/${css}`;
}

/** A trainer's session cookie, through the local sign-in (the server must run with LOCAL_SIGN_IN=1). */
export async function localSignInCookie(port: number, email = "bench-trainer@example.com"): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/auth/local`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Bench Trainer", email, redirectTo: "/" }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`local sign-in answered ${response.status}`);
  return cookies.join("; ");
}

/** The process's CPU time so far (user + system), in ms, from /proc (ticks of 10 ms: measure a second or more). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After the command's closing parenthesis: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}
