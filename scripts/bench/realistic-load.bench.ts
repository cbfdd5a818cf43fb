/**
 * A realistic load on one server process (docs/benchmarks.md, "Realistic load"): simulated visitors (visitors.ts)
 * who each view a page, think 1–3 s and go on, one in five signed in, over the home page, catalogue, a course page,
 * board (browse and search), vendor page, trainer directory (browse and search) and the contact form's GET and POST
 * with its captcha, on data at scale 1 (5,000 requirements, 1,000 directory trainers, 20,000 ratings).
 *
 * - 200 visitors for BENCH_LOAD_SECONDS (60): p50, p95, p99 per page; goal p95 <= 100 ms on every page, no error.
 * - The capacity: the most visitors (of BENCH_CAPACITY_STEPS) one process serves for BENCH_CAPACITY_SECONDS (30)
 *   each with p95 <= 200 ms over every answer and no error; goal >= 1,000.
 * - Both on the embedded database and on PostgreSQL (PG_ADMIN_URL's server; skipped, and said so, when none
 *   answers; BENCH_DATABASES=embedded runs one), with the server's resident memory after each run.
 *
 * The server runs as production starts it (server-process.ts), pinned to one core; the visitors run in this process
 * on the other. BENCH_SERVER_ENV="NAME=value,..." passes switches to the server (decision 0061 measures each cache
 * with and without).
 */
import { loadavg } from "node:os";
import http from "node:http";
import { withServer } from "./load-server";
import { cpuMs } from "./server-process";
import { overallP95, printPages, request, runVisitors, scaleOf, STEPS } from "./visitors";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_VISITORS = Number(process.env.BENCH_LOAD_VISITORS ?? 200);
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 30);
const CAPACITY_STEPS = (process.env.BENCH_CAPACITY_STEPS ?? "400,700,1000,1300,1600,2000")
  .split(",")
  .map(Number)
  .filter((steps) => steps > 0);
const PAGE_GOAL_MS = 100;
const CAPACITY_GOAL_MS = 200;
const CAPACITY_GOAL_VISITORS = 1_000;
/** A visitor answered at once asks about once per think time (1–3 s, 2 s on average). */
const ANSWERS_PER_VISITOR_SECOND = 0.5;

/**
 * What each page costs the server in CPU, signed out and signed in, one request after another: the figure a busy
 * machine does not distort as it does wall-clock times (the server's CPU time from /proc, 10 ms ticks, so many
 * requests per page).
 */
async function cpuPerPage(port: number, pid: number, cookie: string, tag: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 100);
  for (const signedIn of [false, true]) {
    const headers: Record<string, string> = { "Accept-Encoding": "gzip, deflate, br" };
    if (signedIn) headers.Cookie = cookie;
    const costs: string[] = [];
    for (const step of STEPS) {
      for (let i = 0; i < 5; i += 1) await request(agent, port, "GET", step.path(), headers);
      const before = cpuMs(pid);
      for (let i = 0; i < REQUESTS; i += 1) await request(agent, port, "GET", step.path(), headers);
      costs.push(`${step.label} ${((cpuMs(pid) - before) / REQUESTS).toFixed(1)}`);
    }
    console.log(`${tag} server CPU ms per answer, ${signedIn ? "signed in" : "signed out"}: ${costs.join(", ")}`);
  }
  agent.destroy();
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

export default async function bench() {
  for (const database of (process.env.BENCH_DATABASES ?? "embedded,postgres").split(",")) {
    await withServer(
      database as "embedded" | "postgres",
      scaleOf(1),
      0,
      async ({ port, pid, memory, cookies, tag }) => {
        console.log(`${tag} memory right after start and fill: ${memory().toFixed(0)} MB resident`);
        // Warm-up: the lists' first builds, the JIT.
        await runVisitors(port, 50, 5, cookies);
        await cpuPerPage(port, pid, cookies[0]!, tag);
        const cpuBefore = cpuMs(pid);
        const result = await runVisitors(port, LOAD_VISITORS, LOAD_SECONDS, cookies);
        const cpuPerAnswer = (cpuMs(pid) - cpuBefore) / result.views;
        console.log(
          `${tag} ${LOAD_VISITORS} visitors for ${result.seconds.toFixed(0)} s: ${result.views} answers, ` +
            `${(result.views / result.seconds).toFixed(0)}/s, server CPU ${cpuPerAnswer.toFixed(1)} ms per answer ` +
            `(one core at 80 % serves about ${Math.round(800 / cpuPerAnswer / ANSWERS_PER_VISITOR_SECOND)} visitors at this cost); load average ${load()}`,
        );
        const met = printPages(tag, result, PAGE_GOAL_MS);
        console.log(
          `${tag} every page p95 <= ${PAGE_GOAL_MS} ms with no error: ${met ? "OK" : "MISSED"}; ` +
            `memory after the load: ${memory().toFixed(0)} MB resident`,
        );
        let capacity = 0;
        for (const visitors of CAPACITY_STEPS) {
          const step = await runVisitors(port, visitors, CAPACITY_SECONDS, cookies);
          const p95 = overallP95(step);
          const ok = step.views > 0 && p95 <= CAPACITY_GOAL_MS && step.errors === 0;
          console.log(
            `${tag} capacity step ${String(visitors).padStart(5)} visitors: ${(step.views / step.seconds).toFixed(0)} answers/s, ` +
              `p95 ${p95.toFixed(0)} ms, ${step.errors} errors, ${memory().toFixed(0)} MB resident, load average ${load()} ${ok ? "OK" : "OVER"}`,
          );
          if (!ok) break;
          capacity = visitors;
        }
        if (CAPACITY_STEPS.length === 0) return;
        console.log(
          `${tag} capacity: ${capacity || `under ${CAPACITY_STEPS[0]}`} visitors at p95 <= ${CAPACITY_GOAL_MS} ms ` +
            `(goal >= ${CAPACITY_GOAL_VISITORS}) ${capacity >= CAPACITY_GOAL_VISITORS ? "OK" : "BELOW"}`,
        );
      },
    );
  }
}
