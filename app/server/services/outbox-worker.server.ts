import { getConfig } from "~/server/infra/config.server";
import type { BackgroundService } from "~/server/infra/background-service";
import { closeMailTransport } from "~/server/infra/mail-transport.server";
import { deliverDueMails } from "./outbox.server";

/**
 * Polls the outbox every OUTBOX_POLL_MS. One round at a time (a claimed batch, OUTBOX_CONCURRENCY
 * mails in flight at once): the next round is scheduled only after the previous one has finished, at
 * once when it found work. Stopping lets the sends in flight finish, puts the round's unstarted mails
 * back and records the results, so no claim is left half-done by a graceful shutdown; the pooled SMTP
 * connections close after it.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;

function schedule(delayMs: number) {
  if (stopped) return;
  timer = setTimeout(() => {
    running = deliverDueMails({ stopping: () => stopped })
      .then((count) => schedule(count > 0 ? 0 : getConfig().outboxPollMs))
      .catch((error: unknown) => {
        console.warn("[outbox] delivery round failed:", error instanceof Error ? error.message : error);
        schedule(getConfig().outboxPollMs);
      });
  }, delayMs);
  timer.unref();
}

export const outboxWorker: BackgroundService = {
  start() {
    stopped = false;
    schedule(0);
  },
  async stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
    closeMailTransport();
  },
};
