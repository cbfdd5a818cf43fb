import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * A list kept in memory and rebuilt in the background (docs/decisions/0022): the 5-second list cache of
 * docs/product.md section 9 without making visitors wait for the rebuild.
 *
 * - A value younger than `refreshAfterMs` is answered as it is.
 * - From `refreshAfterMs` to `maxAgeMs` it is still answered, and one rebuild starts in the background.
 * - A value `maxAgeMs` old or older, no value yet, or one that `invalidate()` made out of date is never
 *   answered: the request waits for the rebuild (the one in flight, if any). Under steady traffic the
 *   background rebuild always wins; only the first visitor after a quiet spell or a write waits.
 *
 * At most one rebuild runs at a time: a rebuild asked for while another runs waits for it and then starts,
 * so that a write made during a rebuild is never lost behind a list read before it.
 *
 * With `version`, a rebuild first reads the list's version (a counter the database raises on every write
 * that changes the list, decision 0027): when it is the one the value was built at, the value is kept
 * and counts as read now, without building it again. A rebuild after `invalidate()` always builds.
 */
export type RefreshingCache<T> = {
  /** The value, at most `maxAgeMs` old, and never one read before the last `invalidate()`. */
  get(): Promise<T>;
  /**
   * Call after a write that changes the list: the rebuild starts now, and every later `get()` answers
   * a list read after this call.
   */
  invalidate(): void;
};

export type RefreshingCacheOptions<T> = {
  /** Names the cache in the log when a background rebuild fails. */
  name: string;
  build: () => Promise<T>;
  /**
   * The list's version as stored with the data: read before each rebuild, which builds only when it has
   * changed. `null` means unknown (always build).
   */
  version?: () => Promise<string | number | null>;
  maxAgeMs?: number;
  refreshAfterMs?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
};

/** docs/product.md section 9: "Requirement list cache 5 s"; the vendor list and feed follow the same rule. */
export const LIST_MAX_AGE_MS = 5_000;
/** A rebuild takes well under a second at the spec's scale, so one started at 4 s is done before 5 s. */
export const LIST_REFRESH_AFTER_MS = 4_000;

type Version = string | number | null;
type Entry<T> = { value: T; readAt: number; generation: number; version: Version };

export function refreshingCache<T>({
  name,
  build,
  version: readVersion,
  maxAgeMs = LIST_MAX_AGE_MS,
  refreshAfterMs = LIST_REFRESH_AFTER_MS,
  now = () => Date.now(),
}: RefreshingCacheOptions<T>): RefreshingCache<T> {
  let entry: Entry<T> | undefined;
  /** Grows with each invalidate(): an entry of an older generation was read before a write. */
  let generation = 0;
  let inFlight: { promise: Promise<Entry<T>>; generation: number } | undefined;
  let scheduled = false;

  function rebuild(): Promise<Entry<T>> {
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const wanted = generation;
    const previous = inFlight?.promise.then(
      () => undefined,
      () => undefined,
    );
    const promise = (async () => {
      await previous;
      const readAt = now();
      // Read before the list, so that a write landing in between raises it past the version kept.
      const version = readVersion ? await readVersion() : null;
      const kept = entry;
      const unchanged = version !== null && kept?.generation === wanted && kept.version === version;
      const built = { value: unchanged ? kept.value : await build(), readAt, generation: wanted, version };
      if (!entry || entry.generation < wanted || (entry.generation === wanted && entry.readAt <= readAt)) {
        entry = built;
      }
      return built;
    })();
    const current = { promise, generation: wanted };
    inFlight = current;
    const settle = () => {
      if (inFlight === current) inFlight = undefined;
    };
    promise.then(settle, settle);
    return promise;
  }

  function rebuildInBackground(): void {
    if (inFlight && inFlight.generation === generation) return;
    rebuild().catch((error: unknown) => console.error(`[${name}] rebuilding the cached list failed:`, error));
  }

  /** After the current request's own work: its database queries go before the rebuild's first one. */
  function rebuildAfterThisTurn(): void {
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        rebuildInBackground();
      });
    }
  }

  return {
    async get() {
      if (entry && entry.generation === generation) {
        const age = now() - entry.readAt;
        if (age < maxAgeMs) {
          if (age >= refreshAfterMs) rebuildAfterThisTurn();
          return entry.value;
        }
      }
      return (await rebuild()).value;
    },
    invalidate() {
      generation += 1;
      if (entry || inFlight) rebuildInBackground();
    },
  };
}

/**
 * `transform` applied to every item, `sliceSize` items at a time with a turn of the event loop between
 * slices, so that building a list of thousands never holds up the requests waiting behind it.
 */
export async function mapInSlices<T, U>(items: readonly T[], transform: (item: T) => U, sliceSize = 500): Promise<U[]> {
  const result: U[] = [];
  for (let start = 0; start < items.length; start += sliceSize) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + sliceSize)) result.push(transform(item));
  }
  return result;
}
