/**
 * Server rendering over HTTP (issue 17, "Done when"): requests per second of `/`, `/about`,
 * `/training-requirements` and `/vendors-rating`, each as a ratio to a static build asset from the same
 * server, and the server's memory after the load. The server runs as its own process (`node server.js`,
 * embedded database in a data folder as in production, sample data) pinned to one core; this process generates the load from
 * the other core. Rounds are interleaved (asset, page, asset, page ...) so that a neighbour's burst on
 * a shared machine hits every path alike. Goals: home >= 0.25x, content pages >= 0.5x, memory <= 300 MB.
 */
import http from "node:http";
import { prepareDataFolder, residentMb, startServer, staticAsset } from "./server-process";
import { paths } from "~/lib/paths";

const PORT = Number(process.env.BENCH_PORT ?? 4690);
const CONNECTIONS = 50;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES = [paths.home, paths.about, paths.board(), paths.vendorsRating()];
const GOALS: Record<string, number> = { [paths.home]: 0.25, [paths.about]: 0.5 };
const MEMORY_GOAL_MB = 300;

/** Requests completed in `ms` by CONNECTIONS keep-alive connections, each sending the next on the last answer. */
function load(urlPath: string, ms: number): Promise<{ rate: number; p50: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + ms;
  const latencies: number[] = [];
  let errors = 0;
  const worker = () =>
    new Promise<void>((resolve) => {
      const next = () => {
        if (Date.now() >= end) return resolve();
        const started = performance.now();
        const request = http.get(
          { host: "127.0.0.1", port: PORT, path: urlPath, agent, headers: { "Accept-Encoding": "gzip, deflate, br" } },
          (response) => {
            response.resume();
            response.on("end", () => {
              if (response.statusCode !== 200) errors += 1;
              latencies.push(performance.now() - started);
              next();
            });
          },
        );
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

export default async function bench() {
  const asset = staticAsset();
  // The embedded database in a data folder, as in production, seeded with the sample data at start.
  const server = await startServer(await prepareDataFolder(), PORT, { SEED_SAMPLE_DATA: "1" });
  try {
    console.log(`server memory right after start: ${residentMb(server.pid).toFixed(0)} MB resident`);
    const paths = [asset, ...PAGES];
    for (const urlPath of paths) await load(urlPath, 500); // warm-up: caches, JIT
    const totals = new Map<string, { rate: number; p50: number; errors: number }[]>(paths.map((p) => [p, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const urlPath of PAGES) {
        totals.get(asset)!.push(await load(asset, ROUND_MS));
        totals.get(urlPath)!.push(await load(urlPath, ROUND_MS));
      }
    }
    const mean = (urlPath: string, key: "rate" | "p50") =>
      totals.get(urlPath)!.reduce((sum, result) => sum + result[key], 0) / totals.get(urlPath)!.length;
    const staticRate = mean(asset, "rate");
    console.log(
      `static asset ${asset}: ${staticRate.toFixed(0)} req/s, p50 ${mean(asset, "p50").toFixed(0)} ms (${CONNECTIONS} connections)`,
    );
    for (const urlPath of PAGES) {
      const ratio = mean(urlPath, "rate") / staticRate;
      const errors = totals.get(urlPath)!.reduce((sum, result) => sum + result.errors, 0);
      const goal = GOALS[urlPath];
      console.log(
        `${urlPath.padEnd(24)} ${mean(urlPath, "rate").toFixed(0).padStart(5)} req/s, p50 ${mean(urlPath, "p50")
          .toFixed(0)
          .padStart(
            4,
          )} ms, ${ratio.toFixed(2)}x static${goal ? ` (goal >= ${goal}x) ${ratio >= goal ? "OK" : "BELOW"}` : ""}${
          errors ? `, ${errors} errors` : ""
        }`,
      );
    }
    const memory = residentMb(server.pid);
    console.log(
      `server memory after the load: ${memory.toFixed(0)} MB resident (goal <= ${MEMORY_GOAL_MB} MB) ${memory <= MEMORY_GOAL_MB ? "OK" : "ABOVE"}`,
    );
  } finally {
    server.stop();
  }
}
