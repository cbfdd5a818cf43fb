import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { servePglite } from "./tests/support/pglite-server";
const db = await PGlite.create("memory://");
const server = await servePglite(db, 3661);
const a = postgres(server.url, { max: 10, onnotice: () => {} });
for (const max of [1, 10]) {
const s = postgres(server.url, { max, onnotice: () => {} });
await s`select 1`;
let t0 = Date.now();
await Promise.all(Array.from({ length: 2000 }, (_, i) => s`select ${i}::int as v, ${"x" + i}::text as s`));
console.log("max", max, "2000 selects", Date.now() - t0);
await s.end();
}
let t0 = Date.now();
for (let i = 0; i < 500; i++) await db.query("select $1::int as v", [i]);
console.log("direct 500 serial", Date.now() - t0);
const s = postgres(server.url, { max: 1, onnotice: () => {} });
t0 = Date.now();
for (let i = 0; i < 500; i++) await s`select ${i}::int as v`;
console.log("socket 500 serial", Date.now() - t0);
await s.end(); await a.end(); await server.close(); await db.close();
