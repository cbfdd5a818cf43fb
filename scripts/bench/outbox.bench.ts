/**
 * The outbox's delivery rate against a local SMTP server: 3,000 queued mails, delivered by the worker's
 * own rounds (claim a batch with one statement, send it over OUTBOX_CONCURRENCY pooled SMTP connections,
 * record the accepted mails with one update). The SMTP server runs in a process of its own
 * (outbox-sink.mjs), as a mail server would, so the figure is this process's.
 * Target: at least 50 mails a second per process, above what the forms queue under heavy traffic.
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { cpus, loadavg } from "node:os";
import { getConfig } from "~/infra/config.server";
import { getDb } from "~/infra/db.server";
import { closeMailTransport } from "~/infra/mail-transport.server";
import { deliverDueMails, queueMail } from "~/services/outbox.server";

const MAILS = 3_000;
const TARGET_PER_SECOND = 50;

export default async function bench() {
  const port = new URL(getConfig().smtpUrl ?? "smtp://127.0.0.1:4599").port;
  const sink = fork(new URL("./outbox-sink.mjs", import.meta.url), [port]);
  let received = 0;
  sink.on("message", (message: { received?: number }) => {
    if (message.received) received = message.received;
  });
  try {
    await once(sink, "message");
    const db = await getDb();
    for (let i = 0; i < MAILS; i += 1) {
      await queueMail(db, { to: `bench${i}@example.com`, subject: `Bench ${i}`, text: "A short notification." });
    }
    const started = performance.now();
    while ((await deliverDueMails()) > 0);
    const seconds = (performance.now() - started) / 1000;
    // The sink reports its count every 50 ms: wait for the last report before reading it.
    const deadline = Date.now() + 5_000;
    while (received < MAILS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const rate = received / seconds;
    console.log(
      `outbox: ${received} of ${MAILS} mails delivered in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s ` +
        `with ${getConfig().outboxConcurrency} at once (target >= ${TARGET_PER_SECOND}) ${rate >= TARGET_PER_SECOND && received === MAILS ? "OK" : "TOO SLOW"}`,
    );
    // The worker and the in-memory database share this process: on a busy machine the figure says as much about the load.
    console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring`);
  } finally {
    closeMailTransport();
    sink.disconnect();
  }
}
