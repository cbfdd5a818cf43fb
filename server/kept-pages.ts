// Pages kept under a key by the page cache (server/page-cache.ts) for its visitors' list pages (decision record
// 0052): least recently used first, bounded by count and by bytes, each answered for a limited time, all dropped at
// once on a change. A page is kept as the promise of its render, so that requests with the same key wait for one
// render; it is counted once its render settles, and only if it is still kept then (a render under way when the
// pages are dropped is answered to whoever waits for it, but never kept).

export type KeptPagesLimits = { maxPages: number; maxBytes: number; maxAgeMs: number };

type Entry<T> = { page: Promise<T | null | undefined>; keptAt: number; bytes: number };

export class KeptPages<T extends { bytes: number }> {
  readonly #entries = new Map<string, Entry<T>>();
  #bytes = 0;

  constructor(private readonly limits: KeptPagesLimits) {}

  /** The page kept under `key` and not older than the limit (now the most recently used one), or undefined. */
  get(key: string, now: number): Promise<T | null | undefined> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#remove(key, entry);
    if (now - entry.keptAt >= this.limits.maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry.page;
  }

  /**
   * Keeps the page being rendered under `key` (a render that gives null or undefined, not one to keep, is forgotten);
   * the least recently used pages leave while the count, or once the page is counted the bytes, are over their limits.
   */
  set(key: string, page: Promise<T | null | undefined>, now: number): void {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    const entry: Entry<T> = { page, keptAt: now, bytes: 0 };
    this.#entries.set(key, entry);
    this.#trim();
    page.then(
      (settled) => this.#settled(key, entry, settled),
      () => this.#settled(key, entry, undefined),
    );
  }

  /** Drops every page. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes of the kept pages whose render has settled. */
  get bytes(): number {
    return this.#bytes;
  }

  #settled(key: string, entry: Entry<T>, page: T | null | undefined) {
    if (this.#entries.get(key) !== entry) return;
    if (!page) {
      this.#entries.delete(key);
      return;
    }
    entry.bytes = page.bytes + key.length * 2;
    this.#bytes += entry.bytes;
    this.#trim();
  }

  /** The least recently used pages leave while the count or the bytes are over their limits. */
  #trim() {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.maxPages && this.#bytes <= this.limits.maxBytes) break;
      this.#remove(key, entry);
    }
  }

  #remove(key: string, entry: Entry<T>) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
