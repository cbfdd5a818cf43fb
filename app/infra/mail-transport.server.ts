import { connect, type Socket } from "node:net";
import type { SendMailOptions, Transporter } from "nodemailer";
import { isBareMailbox } from "~/lib/email-address";
import { getConfig } from "./config.server";
import type { schema } from "./db.server";

/** Sends one outbox row with its attachments (read by the worker for its whole round); throws when the mail server refuses it. */
export type Sender = (
  mail: typeof schema.outbox.$inferSelect,
  attachments: (typeof schema.outboxAttachments.$inferSelect)[],
) => Promise<void>;

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
    transporter = nodemailer.createTransport(smtpTransportOptions(config.smtpUrl, config));
  }
  const smtp = transporter;
  return async (mail, attachments) => {
    await smtp.sendMail(mailMessage(mail, attachments, config.mailFrom));
  };
}

/**
 * Nodemailer's message for one outbox row. The recipients go as address objects (`{ name, address }`), which
 * nodemailer takes as they are: a string would be parsed as an address list, where a display name, comment or
 * group (`"CALL"<v@x.com>`) puts the sender's text in our To header. An address that is not plain (a row
 * queued before the forms refused them) is not sent at all: the send fails and the row shows why.
 */
export function mailMessage(
  mail: Parameters<Sender>[0],
  attachments: Parameters<Sender>[1],
  from: string,
): SendMailOptions {
  return {
    from,
    to: plainAddress(mail.toAddress),
    replyTo: mail.replyTo ? plainAddress(mail.replyTo) : undefined,
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
  };
}

function plainAddress(address: string): { name: string; address: string } {
  const trimmed = address.trim();
  if (!isBareMailbox(trimmed)) throw new Error(`not a plain e-mail address: ${JSON.stringify(address.slice(0, 200))}`);
  return { name: "", address: trimmed };
}

/**
 * Nodemailer's options for SMTP_URL with a pool. Nodemailer reads `{ url, pool, ... }` as the URL alone and
 * drops the rest (no pool: one connection per mail, and none of the timeouts), so the URL is spelled out here:
 * host, port, `smtps:` as implicit TLS, the credentials, and query parameters as nodemailer reads them
 * (`?requireTLS=true`, `?tls.rejectUnauthorized=false`).
 */
export function smtpTransportOptions(
  smtpUrl: string,
  limits: { outboxConcurrency: number; outboxSendTimeoutMs: number },
): Record<string, unknown> {
  const url = new URL(smtpUrl);
  const bound = Math.min(10_000, limits.outboxSendTimeoutMs);
  const options: Record<string, unknown> = {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
  for (const [key, raw] of url.searchParams) {
    const value = raw === "true" ? true : raw === "false" ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
    const [head, ...rest] = key.split(".");
    if (!head) continue;
    if (rest.length === 0) options[head] = value;
    else options[head] = { ...(options[head] as object | undefined), [rest.join(".")]: value };
  }
  return {
    ...options,
    getSocket: connectWithoutDelay(bound),
    pool: true,
    maxConnections: limits.outboxConcurrency,
    maxMessages: 500,
    connectionTimeout: bound,
    greetingTimeout: bound,
    socketTimeout: limits.outboxSendTimeoutMs,
  };
}

type SocketCallback = (error: Error | null, socketOptions: { connection?: Socket }) => void;

/**
 * Opens the pool's connections with TCP_NODELAY, which nodemailer's own connect leaves off: without it the
 * last small segment of every mail (`.` after the body) waits for the server's delayed ACK, about 40 ms a mail.
 * nodemailer then speaks SMTP over the socket as usual (TLS too, for `smtps:`). When the connection cannot be
 * made, nodemailer is left to connect by itself: an error passed back from here would leave the pool's slot
 * busy for ever (nodemailer 7 neither frees nor removes it), and a pool whose server went away would never
 * recover; its own connect fails the send and frees the slot.
 */
function connectWithoutDelay(timeoutMs: number) {
  return (options: { host?: string; port?: number; secure?: boolean }, callback: SocketCallback) => {
    const socket = connect({
      host: options.host || "localhost",
      port: options.port ?? (options.secure ? 465 : 587),
      noDelay: true,
    });
    let settled = false;
    const letNodemailerConnect = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      callback(null, {});
    };
    const timer = setTimeout(letNodemailerConnect, timeoutMs);
    socket.once("error", letNodemailerConnect);
    socket.once("connect", () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off("error", letNodemailerConnect);
      callback(null, { connection: socket });
    });
  };
}

/** Closes the pooled SMTP connections (shutdown). */
export function closeMailTransport(): void {
  transporter?.close();
  transporter = undefined;
}
