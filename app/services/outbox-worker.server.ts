import { getConfig } from "~/infra/config.server";
import { pollingService, type BackgroundService } from "~/infra/background-service";
import { listenToDb, type Unlisten } from "~/infra/db.server";
import { closeMailTransport } from "~/infra/mail-transport.server";
import { deliverDueMails, OUTBOX_CHANNEL } from "./outbox.server";

/**
 * Sends queued mails: at once when a mail is queued (the OUTBOX_CHANNEL notification, from this process or any other
 * on the database), and every OUTBOX_POLL_MS for what the notifications cannot announce (a retry's time come, a
 * claim whose lease ran out, notifications missed while listening was down). One round at a time (a claimed batch,
 * OUTBOX_CONCURRENCY mails in flight at once): the next round is scheduled only after the previous one has finished,
 * at once when it found work. Stopping lets the sends in flight finish, puts the round's unstarted mails back and
 * records the results, so no claim is left half-done by a graceful shutdown; the pooled SMTP connections close after
 * it.
 */
const polling = pollingService({
  failureLog: "[outbox] delivery round failed:",
  firstDelayMs: () => 0,
  round: async (stopping) => ((await deliverDueMails({ stopping })) > 0 ? 0 : getConfig().outboxPollMs),
  retryDelayMs: () => getConfig().outboxPollMs,
  afterStop: closeMailTransport,
});

let unlisten: Unlisten | undefined;

export const outboxWorker: BackgroundService = {
  async start() {
    polling.start();
    // (Re)listening may have missed a notification: a round then looks at the outbox.
    unlisten = await listenToDb(OUTBOX_CHANNEL, polling.wake, polling.wake).catch((error: unknown) => {
      console.warn(
        "[outbox] LISTEN failed; queued mails wait for the next poll:",
        error instanceof Error ? error.message : error,
      );
      return undefined;
    });
  },
  async stop() {
    const listening = unlisten;
    unlisten = undefined;
    await listening?.().catch(() => undefined);
    await polling.stop();
  },
};
