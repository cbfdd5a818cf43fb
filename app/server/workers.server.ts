import type { BackgroundService } from "./lifecycle.server";
import { outboxWorker } from "./services/outbox-worker.server";

/**
 * Every background service, started by startServices in this order. A list that is imported (not
 * side-effect imports): package.json declares "sideEffects": false, so the bundler drops bare imports.
 */
export const backgroundServices: BackgroundService[] = [outboxWorker];
