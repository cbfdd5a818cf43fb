import { getConfig } from "~/infra/config.server";
import { pollingService } from "~/infra/background-service";
import { sendAlertDigests } from "./trainer-alerts.server";

/**
 * Runs the trainer alert digest (trainer-alerts.server.ts) every ALERTS_INTERVAL_MS, one run at a
 * time; every server process runs it, and the claim keeps them from mailing a trainer twice. Stopping
 * waits for the current run.
 */
export const trainerAlertsWorker = pollingService({
  failureLog: "[alerts] digest run failed:",
  firstDelayMs: () => getConfig().alertsIntervalMs,
  round: async () => {
    await sendAlertDigests();
    return getConfig().alertsIntervalMs;
  },
  retryDelayMs: () => getConfig().alertsIntervalMs,
});
