/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn, each on a fresh in-memory database,
 * and prints its figures. Speed targets are checked here, never by timed tests.
 * A bench module default-exports an async function that fills its data, measures, and prints.
 */
import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";

process.env.NODE_ENV ??= "production";
delete process.env.DATABASE_URL;
process.env.DATA_DIR = "memory://";
process.env.SEED_SAMPLE_DATA = "0";
process.env.SESSION_SECRET ??= "bench-secret";
// Never a real mail server: outbox.bench.ts listens here with a local SMTP sink.
process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.BENCH_SMTP_PORT ?? 4599}`;

const { closeDb } = await import("~/infra/db.server");
const folder = new URL("./bench/", import.meta.url);
const only = process.argv[2];
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".bench.ts") && (!only || file.includes(only)))
  .sort();

/** Every figure is wall-clock time: on a shared machine the load beside the bench says how far to trust it. */
const machine = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(", ")} on ${cpus().length} cores`;
console.log(`bench started: ${machine()}`);
for (const file of files) {
  console.log(`\n# ${file}`);
  const bench = (await import(new URL(file, folder).href)) as { default: () => Promise<void> };
  await bench.default();
  await closeDb();
}
console.log(`\nbench finished: ${machine()}`);
