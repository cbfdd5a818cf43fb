import { getConfig } from "~/server/infra/config.server";
import type { BackgroundService } from "~/server/infra/background-service";
import { runRequirementJobs } from "./requirement-jobs.server";

/**
 * Runs the requirement jobs (requirement-jobs.server.ts: company applicant mails, expiry reminders, expiry)
 * every REQUIREMENT_JOBS_POLL_MS in each server process; the jobs' claims make that safe. A round starts only
 * after the previous one ended, and stopping waits for the current round.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;

function schedule(delayMs: number) {
  if (stopped) return;
  timer = setTimeout(() => {
    running = runRequirementJobs()
      .catch((error: unknown) => {
        console.warn("[requirements] job round failed:", error instanceof Error ? error.message : error);
      })
      .finally(() => schedule(getConfig().requirementJobsPollMs));
  }, delayMs);
  timer.unref();
}

export const requirementWorker: BackgroundService = {
  start() {
    stopped = false;
    schedule(0);
  },
  async stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  },
};
