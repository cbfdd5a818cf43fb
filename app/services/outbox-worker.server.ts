import { getConfig } from "~/infra/config.server";
import { pollingService } from "~/infra/background-service";
import { closeMailTransport } from "~/infra/mail-transport.server";
import { deliverDueMails } from "./outbox.server";

/**
 * Polls the outbox every OUTBOX_POLL_MS. One round at a time (a claimed batch, OUTBOX_CONCURRENCY
 * mails in flight at once): the next round is scheduled only after the previous one has finished, at
 * once when it found work. Stopping lets the sends in flight finish, puts the round's unstarted mails
 * back and records the results, so no claim is left half-done by a graceful shutdown; the pooled SMTP
 * connections close after it.
 */
export const outboxWorker = pollingService({
  failureLog: "[outbox] delivery round failed:",
  firstDelayMs: () => 0,
  round: async (stopping) => ((await deliverDueMails({ stopping })) > 0 ? 0 : getConfig().outboxPollMs),
  retryDelayMs: () => getConfig().outboxPollMs,
  afterStop: closeMailTransport,
});
