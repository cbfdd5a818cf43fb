import { eq } from "drizzle-orm";
import { getDb, schema } from "~/server/infra/db.server";

/** The cached public lists whose version the database keeps (migration 0009_list_versions). */
export type VersionedList = "requirements" | "vendors";

/**
 * The list's version: raised by a trigger in the same transaction as any write that changes what the list
 * shows, from any process (docs/decisions/0027). One row read, so a list rebuild can tell in well under a
 * millisecond that nothing changed. `null` when the row is missing: the caller then reads the list.
 */
export async function listVersion(list: VersionedList): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ version: schema.listVersions.version })
    .from(schema.listVersions)
    .where(eq(schema.listVersions.name, list));
  return row?.version ?? null;
}
