import postgres from "postgres";

/** Where the PostgreSQL integration tests make their own databases (`npm run test:pg`, CI when PostgreSQL is up). */
const ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A fresh, empty database; `drop` removes it (with any connection still open to it). */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.PG_TEST_DB_PREFIX ?? "it"}_${label}_${Date.now()}_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;
  return {
    url,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}
