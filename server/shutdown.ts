// Graceful shutdown for server.ts (decision record 0015, docs/decisions/0015-several-processes.md): on SIGTERM
// the process reports itself draining (/healthz 503) at once, stops taking connections, lets the
// requests in flight finish (bounded), then stops the background services and closes the database.

import type { Server } from "node:http";

export interface ShutdownOptions {
  server: Server;
  lifecycle: { beginDraining: () => void; stopServices: () => Promise<void> };
  timeoutMs?: number;
  exit?: (code: number) => void;
  log?: Pick<Console, "log" | "error">;
}

export function gracefulShutdown({
  server,
  lifecycle,
  timeoutMs = 25_000,
  exit = process.exit,
  log = console,
}: ShutdownOptions): {
  shutdown: (reason: string, code?: number) => Promise<void>;
  onUnhandledRejection: (reason: unknown) => void;
} {
  let stopping: Promise<void> | undefined;
  let draining = false;

  // Keep-alive connections would keep a draining process busy: every answer from now on closes its connection.
  server.on("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });

  async function run(reason: string, code: number) {
    // Whatever hangs (a database close that never settles), the process still ends.
    const deadline = setTimeout(() => {
      log.error(`[shutdown] still not stopped ${timeoutMs + 15_000} ms after ${reason}; exiting`);
      exit(code || 1);
    }, timeoutMs + 15_000);
    deadline.unref();
    draining = true;
    lifecycle.beginDraining();
    log.log(`${reason}: draining; finishing requests in flight (at most ${timeoutMs} ms)`);
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      log.log(`${reason}: requests still running after ${timeoutMs} ms; closing their connections`);
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearTimeout(timer);
    try {
      await lifecycle.stopServices();
    } catch (error) {
      log.error("[shutdown] stopping the services failed:", error);
      code = code || 1;
    }
    clearTimeout(deadline);
    log.log(`${reason}: stopped`);
    exit(code);
  }

  function shutdown(reason: string, code = 0) {
    stopping ??= run(reason, code);
    return stopping;
  }

  function onUnhandledRejection(reason: unknown) {
    log.error("[fatal] unhandled promise rejection:", reason);
    void shutdown("unhandled rejection", 1);
  }

  return { shutdown, onUnhandledRejection };
}
