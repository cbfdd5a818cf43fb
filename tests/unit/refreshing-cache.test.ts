import { describe, expect, it, vi } from "vitest";
import { mapInSlices, refreshingCache } from "~/infra/refreshing-cache.server";

/** A build the test finishes by hand, counting its calls, on a clock the test moves. */
function setup() {
  let clock = 0;
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const build = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const cache = refreshingCache({ name: "test", build, maxAgeMs: 5_000, refreshAfterMs: 4_000, now: () => clock });
  return {
    cache,
    build,
    at: (ms: number) => {
      clock = ms;
    },
    finish: (value: string) => pending.shift()!.resolve(value),
    fail: (error: Error) => pending.shift()!.reject(error),
  };
}

/** Lets the cache's promise chains and its deferred background rebuilds run. */
async function settle() {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe("refreshingCache: the list caches' rebuild rules", () => {
  it("builds once for any number of visitors who find no list, and answers them all with it", async () => {
    const { cache, build, finish } = setup();
    const answers = Promise.all([cache.get(), cache.get(), cache.get()]);
    await settle();
    expect(build).toHaveBeenCalledTimes(1);
    finish("v1");
    expect(await answers).toEqual(["v1", "v1", "v1"]);
  });

  it("answers the cached list without a rebuild while it is younger than refreshAfterMs", async () => {
    const { cache, build, at, finish } = setup();
    const first = cache.get();
    await settle();
    finish("v1");
    await first;
    at(3_999);
    expect(await cache.get()).toBe("v1");
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("between refreshAfterMs and maxAgeMs answers the cached list at once and rebuilds once in the background", async () => {
    const { cache, build, at, finish } = setup();
    const first = cache.get();
    await settle();
    finish("v1");
    await first;
    at(4_000);
    // The rebuild has not finished: every visitor still gets v1 at once, and only one rebuild runs.
    expect(await cache.get()).toBe("v1");
    expect(await cache.get()).toBe("v1");
    at(4_500);
    expect(await cache.get()).toBe("v1");
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
    finish("v2");
    await settle();
    expect(await cache.get()).toBe("v2");
    // v2 was read at 4,000: it is fresh until 8,000.
    at(7_999);
    expect(await cache.get()).toBe("v2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("never answers a list maxAgeMs old: after a quiet spell the visitor waits for the rebuild", async () => {
    const { cache, build, at, finish } = setup();
    const first = cache.get();
    await settle();
    finish("v1");
    await first;
    at(5_000);
    const late = cache.get();
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
    finish("v2");
    expect(await late).toBe("v2");
  });

  it("after invalidate() starts the rebuild at once, and no later visitor sees the list read before it", async () => {
    const { cache, build, at, finish } = setup();
    const first = cache.get();
    await settle();
    finish("v1");
    await first;
    at(1_000);
    cache.invalidate();
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
    const afterWrite = cache.get();
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
    finish("v2");
    expect(await afterWrite).toBe("v2");
  });

  it("a write during a rebuild gets a rebuild of its own, after the one in flight, so it is never lost", async () => {
    const { cache, build, at, finish } = setup();
    const first = cache.get();
    await settle();
    finish("v1");
    await first;
    at(4_000);
    await cache.get(); // starts a background rebuild that reads before the write
    await settle();
    cache.invalidate(); // the write
    const afterWrite = cache.get();
    await settle();
    expect(build).toHaveBeenCalledTimes(2); // the second waits for the first: one rebuild at a time
    finish("v2-read-before-the-write");
    await settle();
    expect(build).toHaveBeenCalledTimes(3);
    finish("v3");
    expect(await afterWrite).toBe("v3");
    expect(await cache.get()).toBe("v3");
  });

  it("keeps answering the last list when a background rebuild fails, logs it, and tries again later", async () => {
    const { cache, build, at, finish, fail } = setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const first = cache.get();
      await settle();
      finish("v1");
      await first;
      at(4_000);
      expect(await cache.get()).toBe("v1");
      await settle();
      fail(new Error("database away"));
      await settle();
      expect(errors).toHaveBeenCalledWith("[test] rebuilding the cached list failed:", expect.any(Error));
      at(4_100);
      expect(await cache.get()).toBe("v1");
      await settle();
      expect(build).toHaveBeenCalledTimes(3);
      // Past maxAgeMs the visitor waits for the rebuild in flight, and its failure reaches the caller,
      // which shows its own fallback.
      at(5_000);
      const late = cache.get();
      await settle();
      expect(build).toHaveBeenCalledTimes(3);
      fail(new Error("still away"));
      await expect(late).rejects.toThrow("still away");
    } finally {
      errors.mockRestore();
    }
  });

  it("before any list is built, a failure reaches every waiting visitor and the next visitor tries again", async () => {
    const { cache, build, fail, finish } = setup();
    const first = cache.get();
    await settle();
    fail(new Error("database away"));
    await expect(first).rejects.toThrow("database away");
    const second = cache.get();
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
    finish("v1");
    expect(await second).toBe("v1");
  });
});

describe("refreshingCache with a version: rebuilds that find the list unchanged", () => {
  function versioned() {
    let clock = 0;
    let stored: number | null = 1;
    let builds = 0;
    const build = vi.fn(async () => `list ${(builds += 1)}`);
    const version = vi.fn(async () => stored);
    const cache = refreshingCache({
      name: "test",
      build,
      version,
      maxAgeMs: 5_000,
      refreshAfterMs: 4_000,
      now: () => clock,
    });
    return {
      cache,
      build,
      version,
      at: (ms: number) => {
        clock = ms;
      },
      setVersion: (value: number | null) => {
        stored = value;
      },
    };
  }

  it("keeps the list, as read now, when its version has not changed since it was built", async () => {
    const { cache, build, version, at } = versioned();
    expect(await cache.get()).toBe("list 1");
    at(6_000);
    expect(await cache.get()).toBe("list 1");
    expect(version).toHaveBeenCalledTimes(2);
    expect(build).toHaveBeenCalledTimes(1);
    // Kept at 6 s, so it is fresh until 10 s without another look.
    at(9_999);
    expect(await cache.get()).toBe("list 1");
    expect(version).toHaveBeenCalledTimes(2);
  });

  it("builds again when the version has changed, and after it keeps the new list", async () => {
    const { cache, build, at, setVersion } = versioned();
    await cache.get();
    setVersion(2);
    at(6_000);
    expect(await cache.get()).toBe("list 2");
    at(12_000);
    expect(await cache.get()).toBe("list 2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("always builds when the version is unknown (null)", async () => {
    const { cache, build, at, setVersion } = versioned();
    setVersion(null);
    await cache.get();
    at(6_000);
    expect(await cache.get()).toBe("list 2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("always builds after invalidate(), even when the version looks the same", async () => {
    const { cache, build } = versioned();
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe("list 2");
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe("refreshingCache: a change announced with its version (decision 0050)", () => {
  /** A cache whose version reads the test can hold, counting its builds. */
  function announced() {
    let stored = 1;
    let held: ((version: number) => void)[] | undefined;
    let builds = 0;
    const build = vi.fn(async () => `list ${(builds += 1)}`);
    const cache = refreshingCache({
      name: "test",
      build,
      version: () => (held ? new Promise<number>((resolve) => held!.push(resolve)) : Promise.resolve(stored)),
    });
    return {
      cache,
      build,
      write: () => (stored += 1),
      holdVersionReads: () => {
        held = [];
      },
      answerVersionReads: (version = stored) => {
        const waiting = held ?? [];
        held = undefined;
        for (const resolve of waiting) resolve(version);
      },
    };
  }

  it("builds once for a write of this process heard twice: the writer's invalidate(), then the announcement", async () => {
    const { cache, build, write } = announced();
    await cache.get();
    const version = write();
    cache.invalidate();
    cache.changed(version);
    expect(await cache.get()).toBe("list 2");
    // The announcement after the rebuild is done (postgres.js delivers it on another connection, later).
    cache.changed(version);
    await settle();
    expect(await cache.get()).toBe("list 2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("builds once when the announcement comes first (PGlite delivers it at the commit, before the writer's call)", async () => {
    const { cache, build, write } = announced();
    await cache.get();
    cache.changed(write());
    cache.invalidate();
    expect(await cache.get()).toBe("list 2");
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("the writer's call while the announced rebuild reads its version: one more version read, no second build", async () => {
    const { cache, build, write, holdVersionReads, answerVersionReads } = announced();
    await cache.get();
    holdVersionReads();
    cache.changed(write());
    await settle();
    cache.invalidate();
    const answer = cache.get();
    answerVersionReads();
    await settle();
    answerVersionReads();
    expect(await answer).toBe("list 2");
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("the writer's call after another write raised the version again: built anew, no visitor answered before", async () => {
    const { cache, build, write, holdVersionReads, answerVersionReads } = announced();
    await cache.get();
    holdVersionReads();
    cache.changed(write());
    await settle();
    answerVersionReads();
    write();
    cache.invalidate();
    const answer = cache.get();
    await settle();
    expect(await answer).toBe("list 3");
    expect(build).toHaveBeenCalledTimes(3);
  });

  it("an announcement heard while the version is being read waits for that read: same version, nothing more", async () => {
    const { cache, build, write, holdVersionReads, answerVersionReads } = announced();
    await cache.get();
    const version = write();
    holdVersionReads();
    cache.invalidate();
    await settle();
    cache.changed(version);
    answerVersionReads();
    expect(await cache.get()).toBe("list 2");
    await settle();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("rebuilds for an announced version later than the one read (another process wrote meanwhile)", async () => {
    const { cache, build, write, holdVersionReads, answerVersionReads } = announced();
    await cache.get();
    const mine = write();
    holdVersionReads();
    cache.invalidate();
    await settle();
    const theirs = write();
    cache.changed(theirs);
    answerVersionReads(mine);
    await settle();
    expect(await cache.get()).toBe("list 3");
    expect(build).toHaveBeenCalledTimes(3);
    // And an announcement of a version no read has seen, with nothing under way, rebuilds too.
    cache.changed(write());
    expect(await cache.get()).toBe("list 4");
  });

  it("an announcement of a version already read changes nothing; one without a version is an invalidate()", async () => {
    const { cache, build } = announced();
    await cache.get();
    cache.changed(1);
    cache.changed(0);
    expect(await cache.get()).toBe("list 1");
    cache.changed();
    expect(await cache.get()).toBe("list 2");
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe("mapInSlices", () => {
  it("maps every item in order, letting other work run between slices", async () => {
    const order: string[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push("other");
        resolve();
      }),
    );
    const mapped = mapInSlices(
      [1, 2, 3, 4, 5],
      (n) => {
        order.push(`item ${n}`);
        return n * 10;
      },
      2,
    );
    expect(await mapped).toEqual([10, 20, 30, 40, 50]);
    await other;
    expect(order.indexOf("other")).toBeGreaterThan(order.indexOf("item 2"));
    expect(order.indexOf("other")).toBeLessThan(order.indexOf("item 5"));
  });
});
