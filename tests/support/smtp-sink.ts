import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name (the last one of a name wins), e.g. `list-unsubscribe`. */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number; sha256: string }[];
  receivedAt: string;
};

/** A real SMTP server that keeps what it receives in memory; it can be stopped and started again. */
export class SmtpSink {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(private readonly port: number) {}

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping the sink must cut the outbox's pooled connections too (at once, not after the default 30 s),
      // or mails still flow over them while the tests believe the mail server is away.
      closeTimeout: 1,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              from: parsed.from?.text ?? "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
              ),
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? "",
                contentType: file.contentType,
                size: file.content.byteLength,
                sha256: createHash("sha256").update(file.content).digest("hex"),
              })),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
