/**
 * A background service (the mail worker, ...): started after the database is ready, stopped before it
 * closes. Its own module, so that a service can implement it without importing the lifecycle that
 * starts it (which imports every service).
 */
export type BackgroundService = { start: () => void | Promise<void>; stop: () => void | Promise<void> };

type PollingOptions = {
  /** The log's prefix, e.g. "[outbox] delivery round failed:". */
  failureLog: string;
  /** The wait before the first round. */
  firstDelayMs: () => number;
  /** One round; resolves to the wait before the next one. `stopping` turns true once stop() is called. */
  round: (stopping: () => boolean) => Promise<number>;
  /** The wait after a round that failed. */
  retryDelayMs: () => number;
  /** After the last round has ended (e.g. close pooled connections). */
  afterStop?: () => void;
};

/**
 * A background service that runs one round at a time: the next round is scheduled only after the
 * previous one ended, and stopping waits for the round in flight. Every server process runs its own;
 * the rounds' database claims keep them from doing the same work twice.
 */
export function pollingService(options: PollingOptions): BackgroundService & { wake: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let inRound = false;
  let wokenDuringRound = false;
  let stopped = true;
  const stopping = () => stopped;

  function schedule(delayMs: number) {
    if (stopped) return;
    if (wokenDuringRound) delayMs = 0;
    wokenDuringRound = false;
    timer = setTimeout(() => {
      timer = undefined;
      inRound = true;
      running = options
        .round(stopping)
        .then(
          (nextDelayMs) => ({ nextDelayMs }),
          (error: unknown) => {
            console.warn(options.failureLog, error instanceof Error ? error.message : error);
            return { nextDelayMs: options.retryDelayMs() };
          },
        )
        .then(({ nextDelayMs }) => {
          inRound = false;
          schedule(nextDelayMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(options.firstDelayMs());
    },
    /** Runs the next round now, or right after the round in flight (which may have missed what woke it). */
    wake() {
      if (stopped) return;
      if (inRound) {
        wokenDuringRound = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      options.afterStop?.();
    },
  };
}
