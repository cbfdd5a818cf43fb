import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpTransportOptions } from "~/infra/mail-transport.server";

const limits = { outboxConcurrency: 4, outboxSendTimeoutMs: 20_000 };

describe("the outbox's SMTP transport", () => {
  let connections = 0;
  let received = 0;
  let port = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  beforeAll(() =>
    new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve)).then(() => {
      port = (sink.server.address() as { port: number }).port;
    }),
  );
  afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

  it("reads every part of SMTP_URL and keeps the pool and its limits beside it", () => {
    expect(
      smtpTransportOptions(
        "smtps://mailer%40example.com:p%3Ass@mail.example.com:465?tls.rejectUnauthorized=false",
        limits,
      ),
    ).toMatchObject({
      host: "mail.example.com",
      port: 465,
      secure: true,
      auth: { user: "mailer@example.com", pass: "p:ss" },
      tls: { rejectUnauthorized: false },
      pool: true,
      maxConnections: 4,
      socketTimeout: 20_000,
    });
    expect(smtpTransportOptions("smtp://relay.internal?requireTLS=true", limits)).toMatchObject({
      host: "relay.internal",
      secure: false,
      requireTLS: true,
      auth: undefined,
    });
  });

  it("carries many mails over at most OUTBOX_CONCURRENCY connections instead of one connection per mail", async () => {
    const transport = nodemailer.createTransport(smtpTransportOptions(`smtp://127.0.0.1:${port}`, limits));
    try {
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          transport.sendMail({ from: "site@example.com", to: `pool${i}@example.com`, subject: `Pool ${i}`, text: "T" }),
        ),
      );
    } finally {
      transport.close();
    }
    expect(received).toBe(24);
    expect(connections).toBeLessThanOrEqual(4);
  });

  it("fails a send at once when nothing listens, so the outbox can retry it later", async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.server.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = nodemailer.createTransport(smtpTransportOptions(`smtp://127.0.0.1:${closedPort}`, limits));
    try {
      await expect(
        transport.sendMail({ from: "site@example.com", to: "x@example.com", subject: "Nobody", text: "T" }),
      ).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      transport.close();
    }
  });

  it("recovers once a mail server that went away is back", async () => {
    const server = () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        disableReverseLookup: true,
        logger: false,
        closeTimeout: 100,
        onData(stream, _session, callback) {
          stream.on("end", () => callback());
          stream.resume();
        },
      });
    let relay = server();
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayPort = (relay.server.address() as { port: number }).port;
    const transport = nodemailer.createTransport(smtpTransportOptions(`smtp://127.0.0.1:${relayPort}`, limits));
    const send = (i: number) =>
      transport.sendMail({ from: "site@example.com", to: `back${i}@example.com`, subject: `Back ${i}`, text: "T" });
    try {
      await Promise.all([1, 2, 3, 4].map(send));
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      // More failed sends than connections: each must give its pool slot back.
      const refused = await Promise.allSettled([5, 6, 7, 8, 9, 10, 11, 12].map(send));
      expect(refused.every((result) => result.status === "rejected")).toBe(true);
      relay = server();
      await new Promise<void>((resolve) => relay.listen(relayPort, "127.0.0.1", resolve));
      await Promise.all([13, 14, 15, 16, 17, 18].map(send));
    } finally {
      transport.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  }, 30_000);
});
