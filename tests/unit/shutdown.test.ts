import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulShutdown } from "../../server/shutdown.js";

/** A server whose /slow answer takes `delayMs`; records what happened, in order. */
async function slowServer(delayMs: number, events: string[]) {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      events.push(`answered ${req.url}`);
      res.end("done");
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const quiet = { log: () => {}, error: () => {} };

describe("graceful shutdown", () => {
  it("drains first, lets the request in flight finish, refuses new connections, then stops services and exits 0", async () => {
    const events: string[] = [];
    const { server, port } = await slowServer(400, events);
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const { shutdown } = gracefulShutdown({
      server,
      timeoutMs: 5_000,
      log: quiet,
      exit: (code) => {
        events.push(`exit ${code}`);
        exited(code);
      },
      lifecycle: {
        beginDraining: () => void events.push("draining"),
        stopServices: async () => void events.push("services stopped"),
      },
    });
    const inFlight = get(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const done = shutdown("SIGTERM");
    expect(events).toEqual(["draining"]);
    await expect(get(port, "/late")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    await done;
    expect(await exitCode).toBe(0);
    expect(events).toEqual(["draining", "answered /slow", "services stopped", "exit 0"]);
  });

  it("cuts requests that outlast the bound, and still stops the services", async () => {
    const events: string[] = [];
    const { server, port } = await slowServer(10_000, events);
    const { shutdown } = gracefulShutdown({
      server,
      timeoutMs: 300,
      log: quiet,
      exit: (code) => void events.push(`exit ${code}`),
      lifecycle: { beginDraining: () => {}, stopServices: async () => void events.push("services stopped") },
    });
    const inFlight = get(port, "/forever").catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await shutdown("SIGTERM");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
    expect(events).toEqual(["services stopped", "exit 0"]);
  });

  it("logs an unhandled rejection and ends the process with a non-zero status", async () => {
    const events: string[] = [];
    const { server } = await slowServer(0, events);
    const logged: unknown[] = [];
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const { onUnhandledRejection } = gracefulShutdown({
      server,
      log: { log: () => {}, error: (...args: unknown[]) => void logged.push(args) },
      exit: exited,
      lifecycle: { beginDraining: () => {}, stopServices: async () => {} },
    });
    onUnhandledRejection(new Error("nobody caught me"));
    expect(await exitCode).toBe(1);
    expect(String(logged[0])).toContain("unhandled promise rejection");
  });
});
