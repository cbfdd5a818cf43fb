/**
 * The outbox bench's local SMTP server, in a process of its own as a real mail server would be, so that
 * the bench measures the worker's process rather than the sink's share of it. Listens on the port given as
 * the first argument, accepts every mail, and reports each count to the parent (IPC) as it changes.
 */
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
let received = 0;
let reported = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
sink.listen(port, "127.0.0.1", () => process.send?.({ listening: true }));
// Counts go to the parent at most every 50 ms: one message per mail would cost the parent its own time.
setInterval(() => {
  if (received !== reported) process.send?.({ received: (reported = received) });
}, 50).unref();
process.on("disconnect", () => sink.close(() => process.exit(0)));
