import { asc, eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { getConfig } from "./config.server";
import { getDb, schema } from "./db.server";

/** Sends one outbox row; throws when the mail server refuses it. */
export type Sender = (mail: typeof schema.outbox.$inferSelect) => Promise<void>;

let transporter: Transporter | undefined;

/**
 * The stable Message-ID of an outbox row: the same on every attempt, so that a duplicate which slips
 * through (a process killed between the server's acceptance and our `sent` update) can be recognised
 * and dropped downstream. The creation time keeps ids apart across databases that reuse row ids.
 */
export function outboxMessageId(mail: { id: number; createdAt: Date }): string {
  const domain = new URL(getConfig().publicOrigin).hostname || "edukon.local";
  return `<outbox-${mail.id}-${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * SMTP through one pooled nodemailer transport when SMTP_URL is set: OUTBOX_CONCURRENCY connections
 * stay open and carry many mails each, instead of one connection per mail. Without SMTP_URL there is
 * no sender: the worker holds the mails (status `held`) until one is configured.
 */
export async function mailSender(): Promise<Sender | null> {
  const config = getConfig();
  if (!config.smtpUrl) return null;
  if (!transporter) {
    const nodemailer = await import("nodemailer");
    const bound = Math.min(10_000, config.outboxSendTimeoutMs);
    transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: config.outboxConcurrency,
      maxMessages: 500,
      connectionTimeout: bound,
      greetingTimeout: bound,
      socketTimeout: config.outboxSendTimeoutMs,
    });
  }
  const smtp = transporter;
  return async (mail) => {
    const attachments = await attachmentsOf(mail.id);
    await smtp.sendMail({
      from: config.mailFrom,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
      messageId: outboxMessageId(mail),
      headers: mail.headers ?? undefined,
      attachments: attachments.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: Buffer.from(file.content),
      })),
    });
  };
}

/** Closes the pooled SMTP connections (shutdown). */
export function closeMailTransport(): void {
  transporter?.close();
  transporter = undefined;
}

/** The files queued with a mail (outbox.queueMail), read at each attempt rather than kept in memory. */
async function attachmentsOf(outboxId: number) {
  const db = await getDb();
  return db
    .select()
    .from(schema.outboxAttachments)
    .where(eq(schema.outboxAttachments.outboxId, outboxId))
    .orderBy(asc(schema.outboxAttachments.id));
}
