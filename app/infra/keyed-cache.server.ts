import { LIST_MAX_AGE_MS } from "./refreshing-cache.server";

/**
 * Small per-key values kept in memory (decision 0050): a signed-in visitor's session, a trainer's board profile and
 * applications, which every signed-in page would otherwise read from the database on every request.
 *
 * - A value is answered for at most `maxAgeMs` (the lists' 5 seconds): if an announcement is ever missed, that is
 *   as stale as it gets.
 * - `clear()` (a change announced by the database, or a write of this process) drops every value, and a read that
 *   was under way when it was called is answered but not kept: it may have been read before the write.
 * - At most `maxEntries` are kept; the oldest read leaves first.
 */
export type KeyedCache<K, V> = {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function keyedCache<K, V>({
  maxAgeMs = LIST_MAX_AGE_MS,
  maxEntries = 10_000,
  now = () => Date.now(),
}: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}): KeyedCache<K, V> {
  const entries = new Map<K, { value: V; readAt: number }>();
  let generation = 0;
  return {
    async get(key, load) {
      const found = entries.get(key);
      if (found && now() - found.readAt < maxAgeMs) return found.value;
      const started = generation;
      const readAt = now();
      const value = await load();
      if (generation === started) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
        entries.set(key, { value, readAt });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
