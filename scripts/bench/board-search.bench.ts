/**
 * The requirements board with 5,000 published requirements must answer a search in under 100 ms on the
 * server: GET /training-requirements?q=... through the production build's request handler (loader
 * with the cached Fuse index, matching, React rendering). The first request builds the cache; cache misses
 * are measured over HTTP by list-cache-misses.bench.ts.
 * A signed-in trainer's board is measured twice: Remix's render alone, in this process, and through the production
 * server in a process of its own (a visitor with cookies is always rendered, decision record 0061): a trainer's
 * repeat requests (their session, profile and applications kept in memory, decision 0050) and first requests.
 */
import http from "node:http";
import path from "node:path";
import url from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { signInHeaders } from "~/http/auth.server";
import { rawQuery } from "~/infra/db.server";
import { invalidateRequirementCache, publishedRequirements } from "~/services/requirements.server";
import { measureRebuild } from "./rebuild-cost";
import { cpuMs, localSignInCookie, prepareDataFolder, startServer, type Query } from "./server-process";
import { paths } from "~/lib/paths";

const REQUIREMENTS = 5_000;
const PORT = Number(process.env.BENCH_PORT ?? 4690) + 2;
const TARGET_MS = 100;
const TOPICS = [
  "Azure",
  "DevOps",
  "Kubernetes",
  "Python",
  "Data Engineering",
  "Splunk",
  "Terraform",
  "Power BI",
  "Blockchain",
  "Machine Learning",
];

/** Also fills list-cache-misses.bench.ts's data folder. */
export async function fillRequirements(query: Query = rawQuery) {
  await query(
    `insert into requirements (topic, training_topic_name, details, status, posted_at)
     select t.topic, t.topic || ' training for team ' || g,
            'We need a ' || (1 + g % 5) || '-day instructor-led ' || t.topic || ' course for ' || (5 + g % 20) ||
            ' engineers in batch ' || g || ', with hands-on labs, assessments and a certificate at the end.',
            'published', now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) g
       join (select topic, row_number() over () - 1 as n from unnest($2::text[]) topic) t on t.n = g % $3::int`,
    [REQUIREMENTS, TOPICS, TOPICS.length],
  );
}

async function time(handler: (request: Request) => Promise<Response>, target: string, runs = 30) {
  const durations: number[] = [];
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    const response = await handler(new Request(`http://localhost${target}`));
    await response.text();
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    if (i >= 3) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const median = durations[Math.floor(durations.length / 2)] ?? 0;
  const p95 = durations[Math.floor(durations.length * 0.95)] ?? 0;
  console.log(
    `GET ${target}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGET_MS} ms) ${median < TARGET_MS ? "OK" : "TOO SLOW"}`,
  );
}

/**
 * decision record 0045: a signed-in trainer's board (skills matched, applied marks, applicant counts, share total) costs at most
 * 3 ms of server CPU per render at 5,000 requirements: the process's CPU time (user + system: the embedded database
 * runs on this thread too) over sequential renders, divided by their number.
 */
async function measureCpuPerRender(handler: (request: Request) => Promise<Response>) {
  const origin = "http://localhost";
  // A session made as the sign-in makes it (same database, same SESSION_SECRET as the build's own modules).
  const signedIn = new Headers(
    await signInHeaders(new Request(origin), {
      name: "Bench Trainer",
      email: "bench-trainer@example.com",
      picture: null,
    }),
  );
  const cookie = signedIn
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await rawQuery(
    `insert into trainer_profiles (email, name, mobile_numbers, skills, preferred_training_mode)
     values ('bench-trainer@example.com', 'Bench Trainer', '["9845012345"]'::jsonb, '["Kubernetes", "Python"]'::jsonb, 'online')
     on conflict do nothing`,
  );
  await rawQuery(
    `insert into applications (requirement_id, trainer_email, mobile_number)
     select id, 'bench-trainer@example.com', '9845012345' from requirements order by id desc limit 20`,
  );
  const render = async (as = cookie) => {
    const response = await handler(new Request(`${origin}${paths.board()}`, { headers: { Cookie: as } }));
    await response.text();
    if (response.status !== 200) throw new Error(`the signed-in board answered ${response.status}`);
  };
  for (let i = 0; i < 20; i += 1) await render(); // warm-up: caches, JIT
  const runs = 200;
  const before = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await render();
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000 / runs;
  console.log(
    `signed-in board at ${REQUIREMENTS} requirements, Remix's render alone: ${cpuMs.toFixed(2)} ms CPU per render, ${((performance.now() - started) / runs).toFixed(2)} ms wall`,
  );

  // The figure above is one trainer's board again and again, which finds their session, profile and applications
  // kept in memory (decision 0050). A trainer's first board reads them: many trainers, each once, with their own
  // skills and applications.
  const trainers = 100;
  const cookies: string[] = [];
  for (let i = 0; i < trainers; i += 1) {
    const email = `bench-trainer-${i}@example.com`;
    const headers = new Headers(
      await signInHeaders(new Request(origin), { name: `Bench Trainer ${i}`, email, picture: null }),
    );
    cookies.push(
      headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; "),
    );
    const skills = JSON.stringify([TOPICS[i % TOPICS.length], TOPICS[(i * 7 + 3) % TOPICS.length]]);
    await rawQuery(
      `insert into trainer_profiles (email, name, mobile_numbers, skills, preferred_training_mode)
       values ($1, $2, '["9845012345"]'::jsonb, $3::jsonb, 'online')`,
      [email, `Bench Trainer ${i}`, skills],
    );
    await rawQuery(
      `insert into applications (requirement_id, trainer_email, mobile_number)
       select id, $1, '9845012345' from requirements order by id desc offset $2 limit 5`,
      [email, i * 3],
    );
  }
  const firstBefore = process.cpuUsage();
  for (const each of cookies) await render(each);
  const first = process.cpuUsage(firstBefore);
  const firstMs = (first.user + first.system) / 1000 / trainers;
  console.log(
    `signed-in board at ${REQUIREMENTS} requirements, Remix's render alone, each of ${trainers} trainers' first render: ${firstMs.toFixed(2)} ms CPU per render`,
  );
}

/** The bench trainer's saved profile (two skills) and 20 applications, as measureCpuPerRender makes them. */
async function fillBenchTrainer(query: Query) {
  await query(
    `insert into trainer_profiles (email, name, mobile_numbers, skills, preferred_training_mode)
     values ('bench-trainer@example.com', 'Bench Trainer', '["9845012345"]'::jsonb, '["Kubernetes", "Python"]'::jsonb, 'online')`,
  );
  await query(
    `insert into applications (requirement_id, trainer_email, mobile_number)
     select id, 'bench-trainer@example.com', '9845012345' from requirements order by id desc limit 20`,
  );
}

/**
 * The same signed-in board through the production server (`node build/server.js`, its own process): the server's
 * CPU time per answer from /proc, for the trainer's repeat requests and for requests that each carry one more cookie
 * of their own (what a Cookie header changes costs nothing more now that no page is kept per Cookie header).
 */
async function measureThroughServer() {
  const folder = await prepareDataFolder(async (query) => {
    await fillRequirements(query);
    await fillBenchTrainer(query);
  });
  const origin = `http://127.0.0.1:${PORT}`;
  const server = await startServer(folder, PORT, { LOCAL_SIGN_IN: "1", PUBLIC_ORIGIN: origin });
  try {
    const cookie = await localSignInCookie(PORT);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (cookieHeader: string) =>
      new Promise<void>((resolve, reject) => {
        http
          .get(
            {
              host: "127.0.0.1",
              port: PORT,
              path: paths.board(),
              agent,
              headers: { Cookie: cookieHeader, "Accept-Encoding": "gzip, deflate, br" },
            },
            (response) => {
              response.resume();
              response.on("end", () =>
                response.statusCode === 200
                  ? resolve()
                  : reject(new Error(`the board answered ${response.statusCode}`)),
              );
            },
          )
          .on("error", reject);
      });
    const perAnswer = async (runs: number, cookieOf: (run: number) => string) => {
      const before = cpuMs(server.pid);
      for (let run = 0; run < runs; run += 1) await get(cookieOf(run));
      return (cpuMs(server.pid) - before) / runs;
    };
    await perAnswer(100, () => cookie); // warm-up: caches, JIT
    await perAnswer(30, (run) => `${cookie}; bench_miss=warm${run}`);
    const repeat = await perAnswer(200, () => cookie);
    const other = await perAnswer(200, (run) => `${cookie}; bench_miss=${run}`);
    console.log(
      `signed-in board at ${REQUIREMENTS} requirements through the server, the trainer's repeat requests: ${repeat.toFixed(2)} ms server CPU per answer`,
    );
    console.log(
      `signed-in board at ${REQUIREMENTS} requirements through the server, each with a Cookie header of its own: ${other.toFixed(2)} ms server CPU per answer`,
    );
    agent.destroy();
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  const filling = performance.now();
  await fillRequirements();
  console.log(`filled ${REQUIREMENTS} published requirements in ${(performance.now() - filling).toFixed(0)} ms`);
  const build = (await import(url.pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const started = performance.now();
  await handler(new Request("http://localhost/training-requirements"));
  console.log(
    `first request (reads the requirements, builds the search index): ${(performance.now() - started).toFixed(0)} ms`,
  );
  await time(handler, paths.board({ q: "kubernetes" }));
  await time(handler, paths.board({ q: "power bi" }));
  await time(handler, paths.board({ q: "zzqqxx" }));
  await measureCpuPerRender(handler);
  await measureThroughServer();
  await measureRebuild("published requirements (5,000)", invalidateRequirementCache, publishedRequirements);
  // A cache miss over HTTP, and what it does to other requests: list-cache-misses.bench.ts.
}
