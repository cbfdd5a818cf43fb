import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { CV_TYPES } from "~/forms/cv-upload";
import { getConfig } from "~/infra/config.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { mailSender, type Sender } from "~/infra/mail-transport.server";
import { recordAdminAction } from "./audit.server";

/**
 * The mail outbox (docs/product.md section 7, "Mails"). A mail is a row written in the same transaction as the row
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
  /** Files sent with the mail; their bytes are copied into the outbox with it. */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe, ...), sent as given. */
  headers?: Record<string, string>;
};

export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };

/** Anything that can write: the database or an open transaction. */
type Writer = Pick<Db, "insert" | "execute">;

/**
 * Notified by every queued mail, at its transaction's commit: the outbox worker of any process on the database
 * (outbox-worker.server.ts) sends it at once instead of at its next poll.
 */
export const OUTBOX_CHANNEL = "outbox_queued";

export async function queueMail(writer: Writer, mail: OutgoingMail): Promise<number> {
  const [row] = await writer
    .insert(schema.outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      relatedTo: mail.relatedTo ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: schema.outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  if (mail.attachments?.length) {
    await writer
      .insert(schema.outboxAttachments)
      .values(mail.attachments.map((file) => ({ outboxId: row.id, ...file })));
  }
  await writer.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row.id;
}

/** Attempts before a mail is marked failed; an admin can retry it from /admin/outbox. */
export const MAX_ATTEMPTS = 6;

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s, ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * How long a claim hides a row from other workers. A round's lanes start sends only during the first
 * `sendTimeoutMs` of the lease, each send is cut off at OUTBOX_SEND_TIMEOUT_MS, and RECORDING_MS is
 * left to record the results, so a live claimer always finishes before anyone else may take the row.
 */
export function claimLeaseMs(sendTimeoutMs: number): number {
  return 2 * sendTimeoutMs + RECORDING_MS;
}

/** The part of a lease kept for recording a round's results after its last possible cut-off. */
const RECORDING_MS = 10_000;

/** How many mails one claim takes per send lane: a round claims OUTBOX_CONCURRENCY × this many rows. */
export const MAILS_PER_LANE = 8;

export type DeliveryOptions = {
  /** How many mails to claim in one round; default OUTBOX_CONCURRENCY × MAILS_PER_LANE. */
  limit?: number;
  /** How many mails are sent at once (OUTBOX_CONCURRENCY, one per pooled SMTP connection). */
  concurrency?: number;
  /** The sender; `null` means no SMTP is configured: due mails are held. Default: mail-transport. */
  send?: Sender | null;
  sendTimeoutMs?: number;
  /** The database to work on; default the process's (tests run two workers on two clients). */
  db?: Db;
  /** Asked before each send; when it answers true (shutdown) the claimed mails not yet started go back. */
  stopping?: () => boolean;
};

/**
 * One delivery round: claims a batch of due mails with one statement and sends them over
 * `concurrency` lanes. A claim writes a fresh token and moves `next_attempt_at` forward by the lease
 * (`for update skip locked`), so two processes never pick the same row while the lease runs; every
 * later update of the row requires that token, so a claimer whose lease ran out (a stalled process)
 * can neither mark the row sent nor put it back. A lane starts a send only while the send's cut-off
 * still falls inside the lease (leaving time to record it); mails it did not start go back to the
 * queue at once. A process that dies mid-send leaves its rows to be retried when the lease runs out:
 * at-least-once, with the stable Message-ID (mail-transport) to recognise the rare duplicate
 * (docs/decisions/0014, 0023). The accepted mails are recorded with one update per round.
 */
export async function deliverDueMails(options: DeliveryOptions = {}): Promise<number> {
  const config = getConfig();
  const db = options.db ?? (await getDb());
  const deliver = options.send === undefined ? await mailSender() : options.send;
  if (!deliver) return holdDueMails(db);
  const concurrency = options.concurrency ?? config.outboxConcurrency;
  const sendTimeoutMs = options.sendTimeoutMs ?? config.outboxSendTimeoutMs;
  const leaseMs = claimLeaseMs(sendTimeoutMs);
  const token = `${hostname()}:${process.pid}:${randomUUID()}`;
  // Taken before the claim: the database's lease ends no earlier than this.
  const leaseEnds = Date.now() + leaseMs;
  const claimed = await claimDueMails(db, token, leaseMs, options.limit ?? concurrency * MAILS_PER_LANE);
  if (claimed.length === 0) return 0;
  const attachments = await attachmentsOf(db, claimed);

  const results = new Map<number, unknown>();
  const unstarted: number[] = [];
  // A send may start while its cut-off leaves RECORDING_MS of the lease to record its result.
  const lastStart = leaseEnds - sendTimeoutMs - RECORDING_MS;
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) {
      const mail = claimed[next++]!;
      if (options.stopping?.() || Date.now() > lastStart) {
        unstarted.push(mail.id);
        continue;
      }
      results.set(mail.id, await sendClaimed(mail, attachments.get(mail.id) ?? [], deliver, sendTimeoutMs));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));

  const sent = claimed.filter((mail) => results.get(mail.id) === null).map((mail) => mail.id);
  await finishClaim(db, sent, token, leaseEnds, {
    status: "sent",
    sentAt: new Date(),
    attempts: sql`${schema.outbox.attempts} + 1`,
    lastError: null,
  });
  await finishClaim(db, unstarted, token, leaseEnds, { nextAttemptAt: new Date() });
  for (const mail of claimed) {
    const error = results.get(mail.id);
    if (error === null || error === undefined) continue;
    const attempts = mail.attempts + 1;
    // A send we stopped waiting for may still complete: keep the row hidden until the lease ends.
    const earliest = error instanceof SendTimeout ? leaseEnds : 0;
    await finishClaim(db, [mail.id], token, leaseEnds, {
      attempts,
      lastError: error instanceof Error ? error.message : String(error),
      status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      nextAttemptAt: new Date(Math.max(Date.now() + retryDelayMs(attempts), earliest)),
    });
  }
  return claimed.length;
}

/**
 * Claims up to `limit` due mails (held ones too, now that a sender exists) in one statement: the
 * `for update skip locked` subquery picks rows no other claimer holds, the update stamps our token
 * and the lease. Answers them oldest first.
 */
async function claimDueMails(db: Db, token: string, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: schema.outbox.id })
    .from(schema.outbox)
    .where(
      or(
        eq(schema.outbox.status, "held"),
        and(eq(schema.outbox.status, "pending"), lte(schema.outbox.nextAttemptAt, sql`now()`)),
      ),
    )
    .orderBy(asc(schema.outbox.nextAttemptAt), asc(schema.outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(schema.outbox)
    .set({ status: "pending", claimToken: token, nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(schema.outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The files queued with a round's mails (queueMail), read with one query at each attempt. */
async function attachmentsOf(db: Db, mails: OutboxRow[]): Promise<Map<number, OutboxAttachment[]>> {
  const rows = await db
    .select()
    .from(schema.outboxAttachments)
    .where(
      inArray(
        schema.outboxAttachments.outboxId,
        mails.map((mail) => mail.id),
      ),
    )
    .orderBy(asc(schema.outboxAttachments.id));
  const byMail = new Map<number, OutboxAttachment[]>();
  for (const row of rows) byMail.set(row.outboxId, [...(byMail.get(row.outboxId) ?? []), row]);
  for (const [mailId, file] of await storedCvsOf(db, mails)) byMail.set(mailId, [...(byMail.get(mailId) ?? []), file]);
  return byMail;
}

/**
 * The stored CV a mail refers to (`related_to` = `trainer_cv:{id}`), read at send time: the operator's CV mail
 * carries no copy of the file (docs/product.md section 8: 20 uploads of 1.9 MB grew the data by 160 MB), so the outbox does not
 * grow with uploads. A CV deleted since (its trainer deleted the profile) is simply not attached.
 */
async function storedCvsOf(db: Db, mails: OutboxRow[]): Promise<Map<number, OutboxAttachment>> {
  const cvIds = new Map<number, number>();
  for (const mail of mails) {
    const match = /^trainer_cv:(\d{1,9})$/.exec(mail.relatedTo ?? "");
    if (match) cvIds.set(Number(match[1]), mail.id);
  }
  const found = new Map<number, OutboxAttachment>();
  if (cvIds.size === 0) return found;
  const cvs = await db
    .select()
    .from(schema.trainerCvs)
    .where(inArray(schema.trainerCvs.id, [...cvIds.keys()]));
  for (const cv of cvs) {
    const mailId = cvIds.get(cv.id)!;
    found.set(mailId, {
      id: 0,
      outboxId: mailId,
      fileName: cv.fileName,
      contentType: CV_TYPES[cv.fileType].contentType,
      content: cv.content,
    });
  }
  return found;
}

type OutboxRow = typeof schema.outbox.$inferSelect;
type OutboxAttachment = typeof schema.outboxAttachments.$inferSelect;

class SendTimeout extends Error {}

/** Sends one claimed mail, cut off at the timeout; answers null when the server accepted it, else the error. */
async function sendClaimed(
  mail: OutboxRow,
  attachments: OutboxAttachment[],
  deliver: Sender,
  timeoutMs: number,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      deliver(mail, attachments),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new SendTimeout(`no answer from the mail server within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
    return null;
  } catch (error) {
    return error ?? new Error("the send failed");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A claim's final update, only for rows that still carry our token. A database that drops the
 * connection right after a successful send would otherwise leave the rows to be sent again when the
 * lease runs out, so the update is retried (it is idempotent under the token) until shortly before
 * the lease ends.
 */
async function finishClaim(
  db: Db,
  ids: number[],
  token: string,
  leaseEnds: number,
  values: PgUpdateSetSource<typeof schema.outbox>,
): Promise<void> {
  if (ids.length === 0) return;
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await db
        .update(schema.outbox)
        .set({ ...values, claimToken: null })
        .where(and(inArray(schema.outbox.id, ids), eq(schema.outbox.claimToken, token)))
        .returning({ id: schema.outbox.id });
      const recorded = new Set(rows.map((row) => row.id));
      for (const id of ids.filter((id) => !recorded.has(id))) {
        console.warn(`[outbox] mail #${id}: the claim was lost before its result was recorded`);
      }
      return;
    } catch (error) {
      const pause = Math.min(250 * 2 ** attempt, 5_000);
      if (Date.now() + pause > leaseEnds - 1_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Without SMTP: due mails become `held` (logged once each), to be sent when SMTP_URL is set. */
async function holdDueMails(db: Db): Promise<number> {
  const held = await db
    .update(schema.outbox)
    .set({ status: "held" })
    .where(and(eq(schema.outbox.status, "pending"), lte(schema.outbox.nextAttemptAt, sql`now()`)))
    .returning({ id: schema.outbox.id, toAddress: schema.outbox.toAddress, subject: schema.outbox.subject });
  for (const mail of held) {
    console.info(`[outbox] SMTP_URL is not set; mail #${mail.id} to ${mail.toAddress} is held: ${mail.subject}`);
  }
  return 0;
}

/**
 * Puts a mail back in the queue for an immediate new attempt (the admin's Retry). Never a row under a
 * running claim: its claimer is sending it right now.
 */
export async function retryMail(id: number, writer?: Pick<Db, "update">): Promise<boolean> {
  const db = writer ?? (await getDb());
  const rows = await db
    .update(schema.outbox)
    .set({ status: "pending", nextAttemptAt: new Date(), attempts: 0 })
    .where(
      and(
        eq(schema.outbox.id, id),
        inArray(schema.outbox.status, ["failed", "pending", "held"]),
        isNull(schema.outbox.claimToken),
      ),
    )
    .returning({ id: schema.outbox.id });
  return rows.length > 0;
}

/** The admin's Retry from /admin/outbox: the mail goes back in the queue and the audit row lands with it. */
export async function retryMailAsAdmin(id: number, actorEmail: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await retryMail(id, tx))) return false;
    await recordAdminAction(tx, { actorEmail, action: "outbox.retry", entity: "outbox", entityId: id });
    return true;
  });
}

export async function listOutbox(limit = 200) {
  const db = await getDb();
  return db.select().from(schema.outbox).orderBy(desc(schema.outbox.createdAt), desc(schema.outbox.id)).limit(limit);
}

/**
 * One mail as /admin/outbox/{id} shows it: the row and its attachments' names (never their bytes), or
 * null. Lets an operator read a held mail on a first run, or check what a user was sent (decision 0024).
 */
export async function outboxMail(id: number) {
  const db = await getDb();
  const [mail] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
  if (!mail) return null;
  const attachments = await db
    .select({
      fileName: schema.outboxAttachments.fileName,
      contentType: schema.outboxAttachments.contentType,
      size: sql<number>`octet_length(${schema.outboxAttachments.content})::int`,
    })
    .from(schema.outboxAttachments)
    .where(eq(schema.outboxAttachments.outboxId, id))
    .orderBy(asc(schema.outboxAttachments.id));
  // A CV's mail attaches the stored CV when it is sent: show it as the mail will carry it.
  for (const file of (await storedCvsOf(db, [mail])).values()) {
    attachments.push({ fileName: file.fileName, contentType: file.contentType, size: file.content.byteLength });
  }
  return { mail, attachments };
}
