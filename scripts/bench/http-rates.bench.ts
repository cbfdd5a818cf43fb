/**
 * Server rendering over HTTP (decision record 0022 and 28, "Done when"): requests per second of `/`, `/about`,
 * `/training-requirements` and `/vendors-rating` signed out (no cookie: the page cache), and of the board and the
 * vendor page signed in, each as a ratio to a static build asset from the same server, and the server's memory
 * after the load, on the embedded database and on PostgreSQL (PG_ADMIN_URL's server, when it answers). The server
 * runs as its own process (`node build/server.js`, sample data, production's memory settings) pinned to one core; this
 * process generates the load from the other core. Rounds are interleaved (asset, page, asset, page ...) so that a
 * neighbour's burst on a shared machine hits every path alike.
 */
import http from "node:http";
import postgres from "postgres";
import { localSignInCookie, prepareDataFolder, residentMb, startServer, staticAsset } from "./server-process";
import { paths } from "~/lib/paths";

const PORT = Number(process.env.BENCH_PORT ?? 4690);
const CONNECTIONS = 50;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
type Target = { label: string; path: string; signedIn: boolean; goal?: number };
const TARGETS: Target[] = [
  { label: "/", path: paths.home, signedIn: false, goal: 0.5 },
  { label: "/about", path: paths.about, signedIn: false, goal: 0.5 },
  { label: "board, signed out", path: paths.board(), signedIn: false, goal: 0.5 },
  { label: "vendors, signed out", path: paths.vendorsRating(), signedIn: false, goal: 0.5 },
  // Signed in: measured, no goal (decision record 0061 retired the 0.1x one with per-visitor page keeping; a signed-in
  // page's time is judged by the realistic-load bench's p95).
  { label: "board, signed in", path: paths.board(), signedIn: true },
  { label: "vendors, signed in", path: paths.vendorsRating(), signedIn: true },
];
/** decision record 0045: resident memory after the load. */
const MEMORY_GOAL_MB = { embedded: 300, postgres: 200 };

type Result = { rate: number; p50: number; errors: number };

/** Requests completed in `ms` by CONNECTIONS keep-alive connections, each sending the next on the last answer. */
function load(urlPath: string, ms: number, cookie?: string): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + ms;
  const latencies: number[] = [];
  let errors = 0;
  const headers: Record<string, string> = { "Accept-Encoding": "gzip, deflate, br" };
  if (cookie) headers.Cookie = cookie;
  const worker = () =>
    new Promise<void>((resolve) => {
      const next = () => {
        if (Date.now() >= end) return resolve();
        const started = performance.now();
        const request = http.get({ host: "127.0.0.1", port: PORT, path: urlPath, agent, headers }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - started);
            next();
          });
        });
        request.on("error", () => {
          errors += 1;
          next();
        });
      };
      next();
    });
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return { rate: latencies.length / (ms / 1000), p50: latencies[Math.floor(latencies.length / 2)] ?? 0, errors };
  });
}

async function measure(database: "embedded" | "postgres", env: Record<string, string>) {
  const asset = staticAsset();
  const origin = `http://127.0.0.1:${PORT}`;
  const server = await startServer(await prepareDataFolder(), PORT, {
    SEED_SAMPLE_DATA: "1",
    LOCAL_SIGN_IN: "1",
    PUBLIC_ORIGIN: origin,
    ...env,
  });
  try {
    console.log(`[${database}] server memory right after start: ${residentMb(server.pid).toFixed(0)} MB resident`);
    const cookie = await localSignInCookie(PORT);
    const cookieOf = (target: Target) => (target.signedIn ? cookie : undefined);
    await load(asset, 500);
    for (const target of TARGETS) await load(target.path, 500, cookieOf(target)); // warm-up: caches, JIT
    const assetResults: Result[] = [];
    const results = new Map<Target, Result[]>(TARGETS.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of TARGETS) {
        assetResults.push(await load(asset, ROUND_MS));
        results.get(target)!.push(await load(target.path, ROUND_MS, cookieOf(target)));
      }
    }
    const mean = (list: Result[], key: "rate" | "p50") =>
      list.reduce((sum, result) => sum + result[key], 0) / list.length;
    const staticRate = mean(assetResults, "rate");
    console.log(
      `[${database}] static asset: ${staticRate.toFixed(0)} req/s, p50 ${mean(assetResults, "p50").toFixed(0)} ms (${CONNECTIONS} connections)`,
    );
    for (const target of TARGETS) {
      const list = results.get(target)!;
      const ratio = mean(list, "rate") / staticRate;
      const errors = list.reduce((sum, result) => sum + result.errors, 0);
      const verdict = target.goal ? ` (goal >= ${target.goal}x) ${ratio >= target.goal ? "OK" : "BELOW"}` : "";
      console.log(
        `[${database}] ${target.label.padEnd(20)} ${mean(list, "rate").toFixed(0).padStart(5)} req/s, p50 ${mean(
          list,
          "p50",
        )
          .toFixed(0)
          .padStart(4)} ms, ${ratio.toFixed(2)}x static${verdict}${errors ? `, ${errors} errors` : ""}`,
      );
    }
    const memory = residentMb(server.pid);
    const goal = MEMORY_GOAL_MB[database];
    console.log(
      `[${database}] server memory after the load: ${memory.toFixed(0)} MB resident (goal <= ${goal} MB) ${memory <= goal ? "OK" : "ABOVE"}`,
    );
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  await measure("embedded", {});
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const name = `${process.env.PG_TEST_DB_PREFIX ?? "bench"}_http_rates_${Date.now()}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.log(`[postgres] skipped: no PostgreSQL at PG_ADMIN_URL (${(error as Error).message})`);
    await admin.end({ timeout: 1 });
    return;
  }
  try {
    await measure("postgres", { DATABASE_URL: Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).href });
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 1 });
  }
}
