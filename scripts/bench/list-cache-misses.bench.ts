/**
 * The list caches at the scale, over HTTP (decision record 0022, "Scale"): 5,000 published requirements, 2,000 vendors
 * with 50,000 ratings, in a data folder served by `node build/server.js` on its own core.
 *
 * - A cache miss: the first request after the list has gone unread for over 5 seconds waits for the
 *   rebuild (docs/decisions/0022). Goal: under 100 ms for the board, the vendor page and the JSON feed.
 * - A rebuild in the background: a request 4 to 5 seconds after the last rebuild is answered from the
 *   cache and starts the next rebuild.
 * - Neither may stall other requests: during each, a second connection asks for a static file one request
 *   after another, and the slowest of those answers is printed.
 * - A cache hit, for comparison: what the page costs with its list ready. On a busy machine every figure
 *   grows; a miss that costs no more than a hit shows that the rebuild added nothing.
 */
import http from "node:http";
import { fillRequirements } from "./board-search.bench";
import { residentMb, prepareDataFolder, startServer, staticAsset, timedGet, type BenchServer } from "./server-process";
import { fillVendors } from "./vendors-page.bench";
import { paths } from "~/lib/paths";

const PORT = Number(process.env.BENCH_PORT ?? 4690) + 1;
const TARGET_MS = 100;
const ROUNDS = 3;
const BOARD = paths.board();
const VENDORS = paths.vendorsRating();
const FEED = paths.vendorsFeed;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `urlPath`'s time, and the slowest static answer on another connection while it ran (and `afterMs` after). */
async function timedWithProbe(server: BenchServer, urlPath: string, asset: string, afterMs = 50) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let probing = true;
  let slowestProbe = 0;
  const probe = (async () => {
    while (probing) slowestProbe = Math.max(slowestProbe, (await timedGet(server.port, asset, agent)).ms);
  })();
  await sleep(20);
  const answer = await timedGet(server.port, urlPath);
  if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
  await sleep(afterMs);
  probing = false;
  await probe;
  agent.destroy();
  return { ms: answer.ms, slowestProbe };
}

type Samples = Map<string, { ms: number; slowestProbe: number }[]>;

function report(title: string, samples: Samples, target: number | null) {
  for (const [urlPath, list] of samples) {
    const times = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const slowest = times[times.length - 1]!;
    const probe = Math.max(...list.map((sample) => sample.slowestProbe));
    const verdict = target === null ? "" : ` (goal < ${target} ms) ${median < target ? "OK" : "TOO SLOW"}`;
    console.log(
      `${title} GET ${urlPath}: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${times.length}${verdict}; slowest static answer meanwhile ${probe.toFixed(0)} ms`,
    );
  }
}

export default async function bench() {
  const filling = performance.now();
  const folder = await prepareDataFolder(async (query) => {
    await fillRequirements(query);
    await fillVendors(query);
  });
  console.log(
    `data folder with 5,000 requirements, 2,000 vendors and 50,000 ratings ready in ${(performance.now() - filling).toFixed(0)} ms`,
  );
  const server = await startServer(folder, PORT);
  try {
    const asset = staticAsset();
    // Warm-up: the first builds, the JIT, and the feed asked for once (each rebuild then writes its text).
    for (const urlPath of [BOARD, VENDORS, FEED, asset]) for (let i = 0; i < 3; i += 1) await timedGet(PORT, urlPath);
    const baseline: number[] = [];
    for (let i = 0; i < 50; i += 1) baseline.push((await timedGet(PORT, asset)).ms);
    baseline.sort((a, b) => a - b);
    console.log(`static ${asset} alone: median ${baseline[25]!.toFixed(1)} ms, slowest ${baseline[49]!.toFixed(1)} ms`);

    const misses: Samples = new Map([BOARD, VENDORS, FEED].map((urlPath) => [urlPath, []]));
    const background: Samples = new Map([BOARD, VENDORS, FEED].map((urlPath) => [urlPath, []]));
    const hits: Samples = new Map([BOARD, VENDORS, FEED].map((urlPath) => [urlPath, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // The board and the feed have caches of their own; the vendor page shares the feed's list, so it
      // gets a quiet spell of its own.
      await sleep(5_500);
      misses.get(BOARD)!.push(await timedWithProbe(server, BOARD, asset));
      misses.get(FEED)!.push(await timedWithProbe(server, FEED, asset));
      await sleep(5_500);
      misses.get(VENDORS)!.push(await timedWithProbe(server, VENDORS, asset));
      await timedGet(PORT, BOARD);
      await timedGet(PORT, FEED);
      // Every list is now 0 to 1 s old: at 4.2 s the next request starts a rebuild in the background.
      await sleep(4_200);
      for (const urlPath of [BOARD, VENDORS, FEED])
        background.get(urlPath)!.push(await timedWithProbe(server, urlPath, asset, 400));
      // The rebuilds just started are done: every list is fresh.
      for (const urlPath of [BOARD, VENDORS, FEED])
        hits.get(urlPath)!.push(await timedWithProbe(server, urlPath, asset));
    }
    report("cache miss (waits for the rebuild):", misses, TARGET_MS);
    report("rebuild in the background:", background, null);
    report("cache hit (for comparison):", hits, null);
    console.log(`server memory with this data: ${residentMb(server.pid).toFixed(0)} MB resident`);
  } finally {
    await server.stop();
  }
}
