import { eq, sql } from "drizzle-orm";
import type { BackgroundService } from "~/infra/background-service";
import { getDb, listenToDb, schema, type Db, type Unlisten } from "~/infra/db.server";

/**
 * The cached lists whose version the database keeps (migrations 0009_list_versions, 0016_list_version_notify,
 * 0017_session_and_trainer_versions and 0018_directory_version): the published requirements (board, feed, /for-trainers), the approved vendors
 * (vendor page and feed), the board's applicant counts and its share totals, and what signed-in pages keep per
 * visitor: sessions, and trainers' board profiles (decision 0050); the trainer directory (0018_directory_version,
 * decision 0061); and the course catalogue, whose writers raise its version themselves (`raiseListVersion`, decision
 * record 0062).
 */
export const versionedLists = [
  "requirements",
  "vendors",
  "applications",
  "shares",
  "sessions",
  "trainers",
  "directory",
  "courses",
] as const;
export type VersionedList = (typeof versionedLists)[number];

/**
 * The list's version: raised by a trigger in the same transaction as any write that changes what the list
 * shows, from any process (docs/decisions/0027). One row read, so a list rebuild can tell in well under a
 * millisecond that nothing changed. `null` when the row is missing: the caller then reads the list.
 */
export async function listVersion(list: VersionedList): Promise<number | null> {
  // A cache that checks versions also hears of changes (before its first read, so none falls in between).
  await startListening();
  const db = await getDb();
  const [row] = await db
    .select({ version: schema.listVersions.version })
    .from(schema.listVersions)
    .where(eq(schema.listVersions.name, list));
  return row?.version ?? null;
}

/**
 * Raises `list`'s version inside the writer's transaction, for a list no trigger watches (the course catalogue,
 * decision record 0062): the row is made on first use, and each later raise is announced like a trigger's (0044).
 */
export async function raiseListVersion(writer: Pick<Db, "execute">, list: VersionedList): Promise<void> {
  await writer.execute(
    sql`insert into list_versions (name, version) values (${list}, 1)
        on conflict (name) do update set version = list_versions.version + 1`,
  );
}

/**
 * `list` null: any list may have changed (the process was not listening for a while). `version`: the version the
 * database announced (a cache that has read it, or a later one, needs nothing: decision 0050); absent for this
 * process's own writes, whose version is not known.
 */
export type ListChangeListener = (list: VersionedList | null, version?: number) => void;

const listeners = new Set<ListChangeListener>();

/**
 * Calls `listener` whenever a list may have changed: after a write of this process (`listChanged`) and when
 * the database announces a raised version, whichever process wrote (decision 0044). Returns the unsubscribe.
 */
export function onListChange(listener: ListChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells this process's caches (lists, applicant counts, share totals, the page cache) that `list` changed.
 * Writers call it after their own write so that the writer's next request reads it (read-your-writes without
 * waiting for the database's announcement, which postgres.js delivers on another connection).
 */
export function listChanged(list: VersionedList | null): void {
  tell(list);
}

function tell(list: VersionedList | null, version?: number): void {
  for (const listener of [...listeners]) {
    try {
      listener(list, version);
    } catch (error) {
      console.error("[list versions] a list-change listener failed:", error);
    }
  }
}

/** The channel the `list_versions_announce` trigger notifies on, with the payload "<name>:<version>". */
export const LIST_VERSIONS_CHANNEL = "list_versions";

const knownLists = new Set<string>(versionedLists);

/** The list named by a notification's payload, or null for one this code does not know (a newer migration's). */
export function listOfPayload(payload: string): VersionedList | null {
  const name = payload.slice(0, payload.indexOf(":") >>> 0);
  return knownLists.has(name) ? (name as VersionedList) : null;
}

/** The version a notification's payload announces ("<name>:<version>"), or undefined when it names none. */
export function versionOfPayload(payload: string): number | undefined {
  const colon = payload.indexOf(":");
  const version = colon < 0 ? Number.NaN : Number(payload.slice(colon + 1));
  return Number.isSafeInteger(version) ? version : undefined;
}

let listening: Promise<Unlisten | undefined> | undefined;

/**
 * LISTEN on the list versions for as long as the process runs (once; later calls wait for the first): another
 * process's write reaches this process's caches within a notification's delay instead of at their next
 * 5-second check. On PGlite (one process) the same trigger notifies this process's own listener at commit,
 * so a write made in SQL or by a background job shows at once too. When listening fails, or while a lost
 * listening connection is being made again, the 5-second checks of decision 0027 still hold; every
 * (re)start of listening counts as "anything may have changed", since announcements made meanwhile were missed.
 */
function startListening(): Promise<Unlisten | undefined> {
  listening ??= listenToDb(
    LIST_VERSIONS_CHANNEL,
    (payload) => {
      const list = listOfPayload(payload);
      if (list) tell(list, versionOfPayload(payload));
    },
    () => listChanged(null),
  ).catch((error: unknown) => {
    console.warn("[list versions] LISTEN failed; lists are checked every 5 seconds instead:", error);
    listening = undefined;
    return undefined;
  });
  return listening;
}

/** Listening starts with the server (the first list read would start it too) and ends before the database closes. */
export const listChangeListener: BackgroundService = {
  async start() {
    await startListening();
  },
  async stop() {
    const pending = listening;
    listening = undefined;
    const unlisten = await pending;
    await unlisten?.().catch(() => undefined);
  },
};
