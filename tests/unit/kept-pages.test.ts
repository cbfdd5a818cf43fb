import { describe, expect, it } from "vitest";
import { KeptPages } from "../../server/kept-pages.js";

/**
 * The page cache's visitors' pages (server/kept-pages.ts, decision record 0052): bounded by count and by bytes, least
 * recently used first, each for at most its age, all dropped at once, and a render that settles after its page was
 * dropped is never kept.
 */
const page = (bytes: number) => ({ bytes });
const LIMITS = { maxPages: 3, maxBytes: 1_000, maxAgeMs: 5_000 };
/** A render that settles when the test says so. */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("KeptPages", () => {
  it("answers a kept page to its own key only, until it is older than the limit", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    const kept = Promise.resolve(page(100));
    pages.set("a", kept, 0);
    await settled();
    expect(pages.get("a", 4_999)).toBe(kept);
    expect(pages.get("b", 4_999)).toBeUndefined();
    expect(pages.get("a", 5_000)).toBeUndefined();
    expect(pages.size).toBe(0);
    expect(pages.bytes).toBe(0);
  });

  it("keeps at most maxPages, the least recently used leaving first", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    for (const key of ["a", "b", "c"]) pages.set(key, Promise.resolve(page(10)), 0);
    await settled();
    pages.get("a", 1); // a is now the most recently used
    pages.set("d", Promise.resolve(page(10)), 1);
    await settled();
    expect(pages.size).toBe(3);
    expect(pages.get("b", 2)).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(pages.get(key, 2)).toBeDefined();
  });

  it("keeps at most maxBytes (the key counted too), and no page larger than that", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    pages.set("a", Promise.resolve(page(400)), 0);
    pages.set("b", Promise.resolve(page(400)), 0);
    await settled();
    expect(pages.bytes).toBe(804);
    pages.set("c", Promise.resolve(page(400)), 0);
    await settled();
    expect(pages.get("a", 1)).toBeUndefined();
    expect(pages.bytes).toBe(804);
    pages.set("huge", Promise.resolve(page(2_000)), 1);
    await settled();
    expect(pages.get("huge", 1)).toBeUndefined();
    expect(pages.bytes).toBeLessThanOrEqual(LIMITS.maxBytes);
  });

  it("forgets a render that is not one to keep, and one that failed", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    pages.set("flash", Promise.resolve(null), 0);
    pages.set("failed", Promise.reject(new Error("render failed")), 0);
    await settled();
    expect(pages.size).toBe(0);
  });

  it("never keeps a render that settles after the pages were dropped (a sign-out while it ran)", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    const render = pending<{ bytes: number }>();
    pages.set("a", render.promise, 0);
    expect(pages.get("a", 1)).toBe(render.promise); // a second request waits for the same render
    pages.clear();
    render.settle(page(100));
    await settled();
    expect(pages.get("a", 2)).toBeUndefined();
    expect(pages.bytes).toBe(0);
  });

  it("a page rendered again replaces the old one without counting it twice", async () => {
    const pages = new KeptPages<{ bytes: number }>(LIMITS);
    pages.set("a", Promise.resolve(page(100)), 0);
    await settled();
    pages.set("a", Promise.resolve(page(200)), 6_000);
    await settled();
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(202);
  });
});
