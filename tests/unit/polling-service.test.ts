import { afterEach, describe, expect, it, vi } from "vitest";
import { pollingService } from "~/infra/background-service";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pollingService (the background workers' loop)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs one round at a time, waits the delay each round returns, and stop waits for the round in flight", async () => {
    let inFlight = 0;
    let most = 0;
    let rounds = 0;
    const afterStop = vi.fn();
    const service = pollingService({
      failureLog: "[test] round failed:",
      firstDelayMs: () => 0,
      round: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick(10);
        inFlight -= 1;
        rounds += 1;
        return 1;
      },
      retryDelayMs: () => 1,
      afterStop,
    });
    service.start();
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3));
    await service.stop();
    const stoppedAt = rounds;
    expect(most).toBe(1);
    expect(inFlight).toBe(0);
    expect(afterStop).toHaveBeenCalledTimes(1);
    await tick(40);
    expect(rounds).toBe(stoppedAt);
  });

  it("logs a failed round and tries again after the retry delay; a round sees that stop was called", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let seenStopping: boolean | undefined;
    let calls = 0;
    const service = pollingService({
      failureLog: "[test] round failed:",
      firstDelayMs: () => 0,
      round: async (stopping) => {
        calls += 1;
        if (calls === 1) throw new Error("database away");
        await gate;
        seenStopping = stopping();
        return 1;
      },
      retryDelayMs: () => 1,
    });
    service.start();
    await vi.waitFor(() => expect(calls).toBe(2));
    const stop = service.stop();
    release();
    await stop;
    expect(warn).toHaveBeenCalledWith("[test] round failed:", "database away");
    expect(calls).toBe(2);
    expect(seenStopping).toBe(true);
  });

  it("wake runs a round at once instead of at the next poll, and right after a round in flight, never two at once", async () => {
    let rounds = 0;
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    let gate: Promise<void> | undefined;
    const service = pollingService({
      failureLog: "[test] round failed:",
      firstDelayMs: () => 0,
      round: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        if (gate) await gate;
        inFlight -= 1;
        rounds += 1;
        return 60_000;
      },
      retryDelayMs: () => 60_000,
    });
    service.start();
    await vi.waitFor(() => expect(rounds).toBe(1));
    // The next poll is a minute away: a wake runs the round now.
    service.wake();
    await vi.waitFor(() => expect(rounds).toBe(2));
    // Woken while a round runs: one more round after it, not one beside it.
    gate = new Promise<void>((resolve) => (release = resolve));
    service.wake();
    await vi.waitFor(() => expect(inFlight).toBe(1));
    service.wake();
    gate = undefined;
    release();
    await vi.waitFor(() => expect(rounds).toBe(4));
    await tick(30);
    expect(rounds).toBe(4);
    expect(most).toBe(1);
    await service.stop();
    service.wake();
    await tick(30);
    expect(rounds).toBe(4);
  });
});
