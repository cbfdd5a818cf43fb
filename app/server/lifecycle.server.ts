import type { BackgroundService } from "./infra/background-service";
import { getConfig } from "./infra/config.server";
import { closeDb, getDb } from "./infra/db.server";
import { outboxWorker } from "./services/outbox-worker.server";
import { seedIfEmpty } from "./services/seed.server";

/**
 * The composition root: the one server module that wires infrastructure to services at start-up and
 * shutdown. server.js and the test harness call it through the build's entry module.
 */

/**
 * Every background service, started in this order. A list that is imported (not side-effect imports):
 * package.json declares "sideEffects": false, so the bundler drops bare imports.
 */
const backgroundServices: BackgroundService[] = [outboxWorker];

/** Opens and migrates the database, then seeds an empty one when SEED_SAMPLE_DATA is on. */
export async function prepareDatabase(): Promise<void> {
  const db = await getDb();
  if (getConfig().seedSampleData) await seedIfEmpty(db);
}

/** Start-up: validate configuration (exits on a bad value), migrate and seed, start workers. */
export async function startServices(): Promise<void> {
  getConfig();
  await prepareDatabase();
  for (const service of backgroundServices) await service.start();
}

export async function stopServices(): Promise<void> {
  for (const service of backgroundServices) await service.stop();
  await closeDb();
}
