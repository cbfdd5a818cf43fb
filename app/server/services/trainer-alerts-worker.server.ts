import type { BackgroundService } from "~/server/infra/background-service";
import { getConfig } from "~/server/infra/config.server";
import { sendAlertDigests } from "./trainer-alerts.server";

/**
 * Runs the trainer alert digest (trainer-alerts.server.ts) every ALERTS_INTERVAL_MS, one run at a
 * time; every server process runs it, and the claim keeps them from mailing a trainer twice. Stopping
 * waits for the current run.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;

function schedule() {
  if (stopped) return;
  timer = setTimeout(() => {
    running = sendAlertDigests()
      .then(() => undefined)
      .catch((error: unknown) => {
        console.warn("[alerts] digest run failed:", error instanceof Error ? error.message : error);
      })
      .finally(schedule);
  }, getConfig().alertsIntervalMs);
  timer.unref();
}

export const trainerAlertsWorker: BackgroundService = {
  start() {
    stopped = false;
    schedule();
  },
  async stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  },
};
