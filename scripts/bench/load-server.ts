/**
 * The server the realistic-load benches visit: production's server (server-process.ts) on data of a given scale,
 * with signed-in visitors' sessions, on the embedded database (a data folder filled beforehand) or on PostgreSQL (a
 * fresh database on PG_ADMIN_URL's server, filled once the server has migrated it). BENCH_SERVER_ENV adds switches.
 */
import postgres from "postgres";
import { prepareDataFolder, residentMb, startServer, type BenchServer, type Query } from "./server-process";
import { fillScale, fillSessions, type Scale } from "./visitors";

const PORT = Number(process.env.BENCH_PORT ?? 4690) + 5;
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Enough for the signed-in fifth of the largest capacity step; visitors beyond share them. */
const SESSIONS = 400;

export type LoadServer = { port: number; pid: number; cookies: string[]; memory: () => number; tag: string };

function serverSwitches(): Record<string, string> {
  const entries = (process.env.BENCH_SERVER_ENV ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string]);
  return Object.fromEntries(entries);
}

async function fill(query: Query, scale: Scale): Promise<string[]> {
  await fillScale(query, scale);
  return fillSessions(query, SESSIONS);
}

/** Runs `use` against a started server and stops it (and drops its database) afterwards. */
export async function withServer(
  database: "embedded" | "postgres",
  scale: Scale,
  label: number,
  use: (server: LoadServer) => Promise<void>,
): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  const switches = serverSwitches();
  const env: Record<string, string> = {
    PUBLIC_ORIGIN: origin,
    // Each visitor has an address of its own (X-Forwarded-For), as behind a proxy in production.
    TRUST_PROXY_HOPS: "1",
    // Mails stay in the outbox: no SMTP server in a bench.
    SMTP_URL: "",
    SEED_SAMPLE_DATA: "0",
    // The visitors' cookies and captcha answers are sealed in this process with the same secret.
    SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-secret",
    ...switches,
  };
  const tag = `[${database}${label ? ` ${label}x` : ""}${Object.keys(switches).length ? ` ${process.env.BENCH_SERVER_ENV}` : ""}]`;
  const started = performance.now();
  let server: BenchServer;
  let cookies: string[] = [];
  let dropDatabase = async () => {};
  if (database === "embedded") {
    const folder = await prepareDataFolder(async (query) => {
      cookies = await fill(query, scale);
    });
    server = await startServer(folder, PORT, env);
  } else {
    const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    const name = `${process.env.PG_TEST_DB_PREFIX ?? "bench"}_load_${Date.now()}`;
    try {
      await admin.unsafe(`create database ${name}`);
    } catch (error) {
      console.log(`${tag} skipped: no PostgreSQL at PG_ADMIN_URL (${(error as Error).message})`);
      await admin.end({ timeout: 1 });
      return;
    }
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    };
    const url = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).href;
    try {
      // The server migrates the new database at start; the rows go in once it has.
      server = await startServer(await prepareDataFolder(), PORT, { ...env, DATABASE_URL: url });
      const client = postgres(url, { max: 1, onnotice: () => {} });
      cookies = await fill((text, params) => client.unsafe(text, params as never[]), scale);
      await client.end({ timeout: 1 });
    } catch (error) {
      await dropDatabase();
      throw error;
    }
  }
  console.log(
    `${tag} ${scale.requirements} requirements, ${scale.trainers} directory trainers, ${scale.vendors} vendors, ` +
      `${scale.ratings} ratings, ${cookies.length} signed-in sessions: ready in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  try {
    await use({ port: PORT, pid: server.pid, cookies, memory: () => residentMb(server.pid), tag });
  } finally {
    await server.stop();
    await dropDatabase();
  }
}
