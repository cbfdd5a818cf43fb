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
   * Call after a write that changes the list (committed, and raising the list's version: decision 0027): the
   * rebuild starts now, and every later `get()` answers a list read after this call, or one that a rebuild already
   * under way read after the write (decision 0050).
   */
  invalidate(): void;
  /**
   * The database announced that the list's version is now `version` (decision 0044): rebuilds unless what the
   * cache holds or is reading already covers it. Without a version it is `invalidate()`. A writer's own process
   * hears of its write twice (the writer's `invalidate()` and the announcement), and builds once (decision 0050).
   */
  changed(version?: number): void;
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
/**
 * A rebuild under way. `waiting`: it has read nothing yet (it waits for the rebuild before it), so whatever is
 * committed now is in what it reads. `version`: its version is being read (`versionRead`). `building`: it read
 * `version` and is reading the list, or keeping the one it had.
 */
type Flight<T> = {
  promise: Promise<Entry<T>>;
  generation: number;
  stage: "waiting" | "version" | "building";
  versionRead?: Promise<Version>;
  version?: Version;
};

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
  let inFlight: Flight<T> | undefined;
  let scheduled = false;

  function rebuild(): Promise<Entry<T>> {
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const wanted = generation;
    const previous = inFlight?.promise.then(
      () => undefined,
      () => undefined,
    );
    const flight = { generation: wanted, stage: "waiting" } as Flight<T>;
    flight.promise = (async () => {
      await previous;
      const readAt = now();
      // Read before the list, so that a write landing in between raises it past the version kept.
      flight.stage = "version";
      flight.versionRead = readVersion ? readVersion() : Promise.resolve(null);
      const version = await flight.versionRead;
      flight.version = version;
      flight.stage = "building";
      const kept = entry;
      const unchanged = version !== null && kept?.generation === wanted && kept.version === version;
      const built = { value: unchanged ? kept.value : await build(), readAt, generation: wanted, version };
      if (!entry || entry.generation < wanted || (entry.generation === wanted && entry.readAt <= readAt)) {
        entry = built;
      }
      return built;
    })();
    inFlight = flight;
    const settle = () => {
      if (inFlight === flight) inFlight = undefined;
    };
    flight.promise.then(settle, settle);
    return flight.promise;
  }

  /** The rebuild of the current generation, if one is under way. */
  function currentFlight(): Flight<T> | undefined {
    return inFlight && inFlight.generation === generation ? inFlight : undefined;
  }

  /** A list read from now on, and no earlier one, may be answered. */
  function bump(): void {
    generation += 1;
    if (entry || inFlight) rebuildInBackground();
  }

  /** While a writer's change is being checked against the rebuild under way, visitors wait for the answer. */
  let checking: Promise<void> | undefined;

  /**
   * The writer's own call, after its write committed. When a rebuild that no visitor can skip is already under way
   * (started by the database's announcement of this very write, which PGlite delivers at the commit, before the
   * writer's call), a second rebuild would read the same list again: a second read of the version tells whether
   * the one under way saw the write (equal versions: nothing was raised after it read).
   */
  function invalidate(): void {
    const flight = currentFlight();
    if (!flight || entry?.generation === generation || !readVersion) return bump();
    if (flight.stage === "waiting") return; // it reads everything after this call
    const read = readVersion;
    const check = (async () => {
      const seen = await flight.versionRead!;
      return seen !== null && seen === (await read());
    })().then(
      (covered) => {
        if (!covered && generation === flight.generation) bump();
      },
      () => {
        if (generation === flight.generation) bump();
      },
    );
    const pending = Promise.all([checking, check]).then(() => undefined);
    checking = pending;
    void pending.then(() => {
      if (checking === pending) checking = undefined;
    });
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
      if (checking) await checking;
      if (entry && entry.generation === generation) {
        const age = now() - entry.readAt;
        if (age < maxAgeMs) {
          if (age >= refreshAfterMs) rebuildAfterThisTurn();
          return entry.value;
        }
      }
      return (await rebuild()).value;
    },
    invalidate,
    changed(version) {
      if (version === undefined) return invalidate();
      // The version only grows, and is read before the list: a value read at `version` or later shows the change.
      const covers = (read: Version | undefined) => typeof read === "number" && read >= version;
      if (entry && entry.generation === generation && covers(entry.version)) return;
      const flight = currentFlight();
      if (!flight) return bump();
      // Not read yet: it reads a version at least this one (the change is committed), and builds anew.
      if (flight.stage === "waiting") return;
      if (flight.stage === "building") {
        if (!covers(flight.version)) bump();
        return;
      }
      // Its version is being read: whether that read saw the change is known when it answers.
      const waitedFor = generation;
      flight.versionRead!.then(
        (read) => {
          if (generation === waitedFor && !covers(read)) bump();
        },
        () => {
          if (generation === waitedFor) bump();
        },
      );
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
