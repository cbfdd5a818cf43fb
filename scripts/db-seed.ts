// npm run db:seed: fills an empty database with the sample requirements and vendors.
import { closeDb, getDb } from "../app/infra/db.server";
import { seedIfEmpty } from "../app/services/seed.server";

const seeded = await seedIfEmpty(await getDb());
await closeDb();
console.log(
  seeded ? "Sample data added." : "Database already has data (start-up seeds an empty embedded one): nothing added.",
);
