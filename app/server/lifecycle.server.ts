import { getConfig } from "./config.server";
import { closeDb, getDb } from "./db.server";

type Service = { start: () => void | Promise<void>; stop: () => void | Promise<void> };

const background: Service[] = [];

/** Background services (the mail worker, ...) register here and run between start-up and shutdown. */
export function registerBackgroundService(service: Service): void {
  background.push(service);
}

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
