/**
 * The outbox's delivery rate against a local SMTP server: 3,000 queued mails, delivered by the worker's
 * own rounds (claim a batch, send it at once over the pooled SMTP connections, record each result).
 * Target: at least 50 mails a second per process, above what the forms queue under heavy traffic.
 */
import { cpus, loadavg } from "node:os";
import { SMTPServer } from "smtp-server";
import { getConfig } from "~/server/infra/config.server";
import { getDb } from "~/server/infra/db.server";
import { closeMailTransport } from "~/server/infra/mail-transport.server";
import { deliverDueMails, queueMail } from "~/server/services/outbox.server";

const MAILS = 3_000;
const TARGET_PER_SECOND = 50;

export default async function bench() {
  const port = Number(new URL(getConfig().smtpUrl ?? "smtp://127.0.0.1:4599").port);
  let received = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
  try {
    const db = await getDb();
    for (let i = 0; i < MAILS; i += 1) {
      await queueMail(db, { to: `bench${i}@example.com`, subject: `Bench ${i}`, text: "A short notification." });
    }
    const started = performance.now();
    while ((await deliverDueMails()) > 0);
    const seconds = (performance.now() - started) / 1000;
    const rate = received / seconds;
    console.log(
      `outbox: ${received} of ${MAILS} mails delivered in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s ` +
        `with ${getConfig().outboxConcurrency} at once (target >= ${TARGET_PER_SECOND}) ${rate >= TARGET_PER_SECOND && received === MAILS ? "OK" : "TOO SLOW"}`,
    );
    // The sink, the worker and the database share this process: on a busy machine the figure says as much about the load.
    console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring`);
  } finally {
    closeMailTransport();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
}
