import type { Transporter } from "nodemailer";
import type * as schema from "~drizzle/schema";
import { getConfig } from "./config.server";

/** Sends one outbox row; throws when the mail server refuses it. */
export type Sender = (mail: typeof schema.outbox.$inferSelect) => Promise<void>;

let transporter: Transporter | undefined;

/** SMTP through nodemailer when SMTP_URL is set; without it, a line in the log (the row stays as the record). */
export async function mailSender(): Promise<Sender> {
  const config = getConfig();
  if (!config.smtpUrl) {
    return async (mail) => {
      console.info(`[outbox] SMTP_URL is not set; mail #${mail.id} to ${mail.toAddress}: ${mail.subject}`);
    };
  }
  if (!transporter) {
    const nodemailer = await import("nodemailer");
    transporter = nodemailer.createTransport(config.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  const smtp = transporter;
  return async (mail) => {
    await smtp.sendMail({
      from: config.mailFrom,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
    });
  };
}
