import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "~/server/infra/db.server";
import { mailSender, type Sender } from "~/server/infra/mail-transport.server";
import { recordAdminAction } from "./audit.server";

/**
 * The mail outbox of DESIGN.md section 6. A mail is a row written in the same transaction as the row
 * that caused it (`queueMail(tx, ...)`), so a stored enquiry never lacks its mail and a rolled-back
 * one never sends. The worker below delivers due rows; nothing is sent from a request.
 */

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** What caused the mail, e.g. `enquiry:12` or `application:7`; shown in /admin/outbox. */
  relatedTo?: string | null;
};

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Db, "insert">;

export async function queueMail(writer: Writer, mail: OutgoingMail): Promise<number> {
  const [row] = await writer
    .insert(schema.outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      relatedTo: mail.relatedTo ?? null,
    })
    .returning({ id: schema.outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/** Attempts before a mail is marked failed; an admin can retry it from /admin/outbox. */
export const MAX_ATTEMPTS = 6;

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s, ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** How long a claimed row is hidden from other workers while it is being sent. */
const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * Claims due mails and delivers them. A claim moves `next_attempt_at` forward by a lease inside a
 * `for update skip locked` transaction, so two server processes never pick the same row; a process
 * that dies mid-send leaves the row to be retried when the lease runs out.
 */
export async function deliverDueMails(limit = 20, send?: Sender): Promise<number> {
  const db = await getDb();
  const deliver = send ?? (await mailSender());
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.status, "pending"), lte(schema.outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(schema.outbox.nextAttemptAt), asc(schema.outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(schema.outbox)
      .set({ nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          schema.outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  for (const mail of claimed) {
    try {
      await deliver(mail);
      await db
        .update(schema.outbox)
        .set({ status: "sent", sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where(eq(schema.outbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(schema.outbox)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(schema.outbox.id, mail.id));
    }
  }
  return claimed.length;
}

/** Puts a mail back in the queue for an immediate new attempt (the admin's Retry). */
export async function retryMail(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(schema.outbox)
    .set({ status: "pending", nextAttemptAt: new Date(), attempts: 0 })
    .where(and(eq(schema.outbox.id, id), inArray(schema.outbox.status, ["failed", "pending"])))
    .returning({ id: schema.outbox.id });
  return rows.length > 0;
}

/** The admin's Retry from /admin/outbox: the mail goes back in the queue and the audit log says who asked. */
export async function retryMailAsAdmin(id: number, actorEmail: string): Promise<boolean> {
  if (!(await retryMail(id))) return false;
  await recordAdminAction(await getDb(), { actorEmail, action: "outbox.retry", entity: "outbox", entityId: id });
  return true;
}

export async function listOutbox(limit = 200) {
  const db = await getDb();
  return db.select().from(schema.outbox).orderBy(desc(schema.outbox.createdAt), desc(schema.outbox.id)).limit(limit);
}
