import { getConfig } from "./infra/config.server";
import { closeDb, getDb } from "./infra/db.server";

import { backgroundServices as background } from "./workers.server";

/** A background service (the mail worker, ...): runs between start-up and shutdown. */
export type BackgroundService = { start: () => void | Promise<void>; stop: () => void | Promise<void> };

/** Start-up: validate configuration (exits on a bad value), migrate and seed, start workers. */
export async function startServices(): Promise<void> {
  getConfig();
  await getDb();
  for (const service of background) await service.start();
}

export async function stopServices(): Promise<void> {
  for (const service of background) await service.stop();
  await closeDb();
}
