import { desc } from "drizzle-orm";
import { getDb, schema, type Db } from "~/infra/db.server";

export type AdminAction = {
  actorEmail: string;
  /** A verb, e.g. `requirement.publish`, `vendor.approve`, `outbox.retry`. */
  action: string;
  entity: string;
  entityId: string | number;
  details?: Record<string, unknown>;
};

/** Records an admin action; pass the transaction that made the change so both land or neither. */
export async function recordAdminAction(writer: Pick<Db, "insert">, entry: AdminAction): Promise<void> {
  await writer.insert(schema.auditLog).values({
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? null,
  });
}

export async function recentAdminActions(limit = 50) {
  const db = await getDb();
  return db
    .select()
    .from(schema.auditLog)
    .orderBy(desc(schema.auditLog.createdAt), desc(schema.auditLog.id))
    .limit(limit);
}
