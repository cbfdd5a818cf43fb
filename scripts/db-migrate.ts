// npm run db:migrate: applies the migrations in drizzle/migrations (seeding only if SEED_SAMPLE_DATA says so).
import { closeDb, getDb } from "../app/server/db.server";

await getDb();
await closeDb();
console.log("Database migrated.");
