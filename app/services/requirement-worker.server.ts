import { getConfig } from "~/infra/config.server";
import { pollingService } from "~/infra/background-service";
import { runRequirementJobs } from "./requirement-jobs.server";

/**
 * Runs the requirement jobs (requirement-jobs.server.ts: company applicant mails, expiry reminders, expiry)
 * every REQUIREMENT_JOBS_POLL_MS in each server process; the jobs' claims make that safe. A round starts only
 * after the previous one ended, and stopping waits for the current round.
 */
export const requirementWorker = pollingService({
  failureLog: "[requirements] job round failed:",
  firstDelayMs: () => 0,
  round: async () => {
    await runRequirementJobs();
    return getConfig().requirementJobsPollMs;
  },
  retryDelayMs: () => getConfig().requirementJobsPollMs,
});
