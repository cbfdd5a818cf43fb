/**
 * The 10x scale (docs/benchmarks.md, "Scale"): 50,000 published requirements, 10,000 directory trainers and 200,000
 * vendor ratings, and for comparison scale 1 (5,000, 1,000, 20,000): board search, directory search and the vendor
 * page over HTTP, one request after another with queries varied, their p50 and p95 (goal p95 <= 200 ms at 10x), the
 * server's CPU per answer, the first request after the fill (the lists' first build), and the server's resident
 * memory after them (goal <= 300 MB on the embedded database). BENCH_SCALE_FACTORS ("1,10") picks the scales,
 * BENCH_SCALE_REQUESTS (100) the requests per page, BENCH_DATABASES ("embedded") the databases.
 */
import http from "node:http";
import { loadavg } from "node:os";
import { paths } from "~/lib/paths";
import { withServer } from "./load-server";
import { cpuMs } from "./server-process";
import { percentile, request, scaleOf } from "./visitors";

const FACTORS = (process.env.BENCH_SCALE_FACTORS ?? "1,10").split(",").map(Number);
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 100);
const GOAL_MS = 200;
const MEMORY_GOAL_MB = 300;
const SEARCHES = ["kubernetes", "power bi", "azure devops", "python", "terraform", "data engineering"];
const PAGES: { label: string; path: (i: number) => string }[] = [
  { label: "board search", path: (i) => paths.board({ q: SEARCHES[i % SEARCHES.length] }) },
  { label: "directory search", path: (i) => paths.trainers({ q: SEARCHES[i % SEARCHES.length] }) },
  { label: "vendor page", path: () => paths.vendorsRating() },
  { label: "vendor search", path: (i) => paths.vendorsRating({ q: `vendor ${(i * 37) % 1000}` }) },
];

export default async function bench() {
  for (const database of (process.env.BENCH_DATABASES ?? "embedded").split(",")) {
    for (const factor of FACTORS) {
      await withServer(
        database as "embedded" | "postgres",
        scaleOf(factor),
        factor,
        async ({ port, pid, memory, cookies, tag }) => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          const headers = { "Accept-Encoding": "gzip, deflate, br" };
          for (const signedIn of [false, true]) {
            const as = signedIn ? { ...headers, Cookie: cookies[0]! } : headers;
            for (const page of PAGES) {
              const first = await request(agent, port, "GET", page.path(0), as);
              const times: number[] = [];
              let errors = first.status === 200 ? 0 : 1;
              const before = cpuMs(pid);
              for (let i = 1; i <= REQUESTS; i += 1) {
                const answer = await request(agent, port, "GET", page.path(i), as);
                times.push(answer.ms);
                if (answer.status !== 200) errors += 1;
              }
              const cpu = (cpuMs(pid) - before) / REQUESTS;
              times.sort((a, b) => a - b);
              const p95 = percentile(times, 95);
              console.log(
                `${tag} ${`${page.label}${signedIn ? ", signed in" : ""}`.padEnd(28)} first ${first.ms.toFixed(0).padStart(5)} ms, ` +
                  `p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms, p95 ${p95.toFixed(0).padStart(4)} ms, ` +
                  `CPU ${cpu.toFixed(1).padStart(5)} ms per answer${errors ? `, ${errors} errors` : ""} ` +
                  `(goal p95 <= ${GOAL_MS} ms) ${p95 <= GOAL_MS && errors === 0 ? "OK" : "MISSED"}`,
              );
            }
          }
          agent.destroy();
          const resident = memory();
          const goal =
            database === "embedded"
              ? ` (goal <= ${MEMORY_GOAL_MB} MB) ${resident <= MEMORY_GOAL_MB ? "OK" : "ABOVE"}`
              : "";
          console.log(
            `${tag} memory after the requests: ${resident.toFixed(0)} MB resident${goal}; load average ${loadavg()
              .map((value) => value.toFixed(1))
              .join(", ")}`,
          );
        },
      );
    }
  }
}
