// npm run db:migrate: applies the migrations in drizzle/migrations; like start-up, it also seeds an empty
// database when SEED_SAMPLE_DATA is on (the default with the embedded database).
import { prepareDatabase } from "../app/lifecycle.server";
import { closeDb } from "../app/infra/db.server";

await prepareDatabase();
await closeDb();
console.log("Database migrated.");
