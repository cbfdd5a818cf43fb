import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/infra/db.server";
import { outboxMessageId } from "~/infra/mail-transport.server";
import {
  claimLeaseMs,
  deliverDueMails,
  MAX_ATTEMPTS,
  queueMail,
  retryDelayMs,
  retryMail,
  retryMailAsAdmin,
} from "~/services/outbox.server";

async function mailRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
  return row!;
}

describe("the mail outbox", () => {
  // The first use opens and migrates this file's in-memory database: slow on a busy machine.
  beforeAll(() => getDb(), 60_000);

  it("delivers a queued mail once and marks it sent", async () => {
    const db = await getDb();
    const id = await queueMail(db, {
      to: "ops@example.com",
      subject: "New enquiry",
      text: "Hello",
      relatedTo: "enquiry:1",
    });
    const sent: string[] = [];
    const send = async (mail: { toAddress: string; subject: string }) => {
      sent.push(`${mail.toAddress}|${mail.subject}`);
    };
    expect(await deliverDueMails({ limit: 20, send })).toBeGreaterThanOrEqual(1);
    expect(await deliverDueMails({ limit: 20, send })).toBe(0);
    expect(sent).toEqual(["ops@example.com|New enquiry"]);
    const row = await mailRow(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
  });

  it("records a failure, backs off, and marks the mail failed after the last attempt", async () => {
    const db = await getDb();
    const id = await queueMail(db, { to: "a@example.com", subject: "S", text: "T" });
    const failing = async () => {
      throw new Error("connection refused");
    };
    await deliverDueMails({ limit: 20, send: failing });
    let row = await mailRow(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("connection refused");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Not due yet: a second round leaves it alone.
    expect(await deliverDueMails({ limit: 20, send: failing })).toBe(0);

    await db
      .update(schema.outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(schema.outbox.id, id));
    await deliverDueMails({ limit: 20, send: failing });
    row = await mailRow(id);
    expect(row.status).toBe("failed");

    expect(await retryMail(id)).toBe(true);
    await deliverDueMails({ limit: 20, send: async () => {} });
    row = await mailRow(id);
    expect(row.status).toBe("sent");
  });

  it("backs off exponentially, capped at thirty minutes", () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });

  it("rolls back with the transaction that queued it", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { to: "b@example.com", subject: "rolled back", text: "x" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await db.select().from(schema.outbox).where(eq(schema.outbox.subject, "rolled back"));
    expect(rows).toEqual([]);
  });

  it("holds due mails when no SMTP server is configured, and sends them once one is", async () => {
    const db = await getDb();
    const id = await queueMail(db, { to: "held@example.com", subject: "Held", text: "T" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    expect(await deliverDueMails({ send: null })).toBe(0);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`mail #${id} to held@example.com is held`));
    info.mockRestore();
    let row = await mailRow(id);
    expect(row.status).toBe("held");
    expect(row.sentAt).toBeNull();

    const sent: number[] = [];
    await deliverDueMails({ send: async (mail) => void sent.push(mail.id) });
    expect(sent).toContain(id);
    row = await mailRow(id);
    expect(row.status).toBe("sent");
    expect(row.claimToken).toBeNull();
  });

  it("records a result only while the row still carries the worker's claim", async () => {
    const db = await getDb();
    const id = await queueMail(db, { to: "stale@example.com", subject: "Stale claim", text: "T" });
    // While the send is in progress another worker takes the row over (its lease had run out).
    const send = async () => {
      await db.update(schema.outbox).set({ claimToken: "other-worker" }).where(eq(schema.outbox.id, id));
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await deliverDueMails({ send });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`mail #${id}: the claim was lost`));
    warn.mockRestore();
    const row = await mailRow(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(0);
    expect(row.claimToken).toBe("other-worker");
  });

  it("keeps the lease longer than the worst send and cuts a send off at its timeout", async () => {
    expect(claimLeaseMs(20_000)).toBeGreaterThan(20_000 + 5_000);
    const db = await getDb();
    const id = await queueMail(db, { to: "slow@example.com", subject: "Slow", text: "T" });
    const hang = () => new Promise<void>(() => {});
    const started = Date.now();
    await deliverDueMails({ send: hang, sendTimeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await mailRow(id);
    expect(row.status).toBe("pending");
    expect(row.lastError).toBe("no answer from the mail server within 200 ms");
    // The abandoned send might still complete: the row stays hidden until the lease is over.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + claimLeaseMs(200) - 1_000);
  });

  it("never lets Retry touch a mail under a running claim, and audits a Retry in its transaction", async () => {
    const db = await getDb();
    const id = await queueMail(db, { to: "leased@example.com", subject: "Leased", text: "T" });
    await db
      .update(schema.outbox)
      .set({ claimToken: "busy-worker", nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(schema.outbox.id, id));
    expect(await retryMailAsAdmin(id, "admin@example.com")).toBe(false);
    expect((await mailRow(id)).claimToken).toBe("busy-worker");
    const audits = () =>
      db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, "outbox.retry"), eq(schema.auditLog.entityId, String(id))));
    expect(await audits()).toEqual([]);

    await db
      .update(schema.outbox)
      .set({ claimToken: null, status: "failed", attempts: MAX_ATTEMPTS })
      .where(eq(schema.outbox.id, id));
    expect(await retryMailAsAdmin(id, "admin@example.com")).toBe(true);
    expect((await mailRow(id)).status).toBe("pending");
    expect(await audits()).toHaveLength(1);
  });

  it("gives every row one Message-ID, the same on every attempt", async () => {
    const db = await getDb();
    const id = await queueMail(db, { to: "mid@example.com", subject: "Message-ID", text: "T" });
    const row = await mailRow(id);
    const messageId = outboxMessageId(row);
    expect(messageId).toMatch(new RegExp(`^<outbox-${id}-[0-9a-z]+@[^>]+>$`));
    expect(outboxMessageId(await mailRow(id))).toBe(messageId);
    const other = await queueMail(db, { to: "mid@example.com", subject: "Message-ID 2", text: "T" });
    expect(outboxMessageId(await mailRow(other))).not.toBe(messageId);
  });

  it("sends a batch at once, not one after another", async () => {
    const db = await getDb();
    await db.update(schema.outbox).set({ status: "sent" }).where(eq(schema.outbox.status, "pending"));
    for (let i = 0; i < 8; i++) await queueMail(db, { to: `batch${i}@example.com`, subject: "Batch", text: "T" });
    let inFlight = 0;
    let most = 0;
    const send = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight--;
    };
    expect(await deliverDueMails({ limit: 8, send })).toBe(8);
    expect(most).toBe(8);
  });

  it("claims a round larger than its lanes, keeps at most `concurrency` sends in flight, and reads attachments once per round", async () => {
    const db = await getDb();
    await db.update(schema.outbox).set({ status: "sent" }).where(eq(schema.outbox.status, "pending"));
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await queueMail(db, { to: `lanes${i}@example.com`, subject: "Lanes", text: "T" }));
    const withFile = await queueMail(db, {
      to: "file@example.com",
      subject: "With a file",
      text: "T",
      attachments: [{ fileName: "cv.pdf", contentType: "application/pdf", content: new Uint8Array([37, 80, 68, 70]) }],
    });
    let inFlight = 0;
    let most = 0;
    const files = new Map<number, string[]>();
    const send = async (mail: { id: number }, attachments: { fileName: string }[]) => {
      inFlight++;
      most = Math.max(most, inFlight);
      files.set(
        mail.id,
        attachments.map((file) => file.fileName),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
    };
    expect(await deliverDueMails({ concurrency: 4, send })).toBe(21);
    expect(most).toBe(4);
    expect(files.get(withFile)).toEqual(["cv.pdf"]);
    expect(files.get(ids[0]!)).toEqual([]);
    for (const id of [...ids, withFile]) expect((await mailRow(id)).status).toBe("sent");
  });

  it("starts no send whose cut-off would outlast the lease, and puts unstarted mails back at once", async () => {
    const db = await getDb();
    await db.update(schema.outbox).set({ status: "sent" }).where(eq(schema.outbox.status, "pending"));
    const first = await queueMail(db, { to: "hang@example.com", subject: "Hangs", text: "T" });
    const rest = [
      await queueMail(db, { to: "later1@example.com", subject: "Later", text: "T" }),
      await queueMail(db, { to: "later2@example.com", subject: "Later", text: "T" }),
    ];
    const started: number[] = [];
    // One lane: the first send hangs until its cut-off, after which the lease allows no new send (a send may start
    // only in the lease's first `sendTimeoutMs`; 1.5 s leaves a busy machine time to claim and start the first).
    const send = (mail: { id: number }) => {
      started.push(mail.id);
      return new Promise<void>(() => {});
    };
    await deliverDueMails({ concurrency: 1, send, sendTimeoutMs: 1_500 });
    expect(started).toEqual([first]);
    for (const id of rest) {
      const row = await mailRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 0, claimToken: null });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect((await mailRow(first)).lastError).toBe("no answer from the mail server within 1500 ms");
  });

  it("sends nothing more once stopping (shutdown) and leaves the round's other mails due", async () => {
    const db = await getDb();
    await db.update(schema.outbox).set({ status: "sent" }).where(eq(schema.outbox.status, "pending"));
    const ids = [
      await queueMail(db, { to: "stop1@example.com", subject: "Stop", text: "T" }),
      await queueMail(db, { to: "stop2@example.com", subject: "Stop", text: "T" }),
      await queueMail(db, { to: "stop3@example.com", subject: "Stop", text: "T" }),
    ];
    let stopping = false;
    const sent: number[] = [];
    const send = async (mail: { id: number }) => {
      sent.push(mail.id);
      stopping = true;
    };
    await deliverDueMails({ concurrency: 1, send, stopping: () => stopping });
    expect(sent).toEqual([ids[0]]);
    expect((await mailRow(ids[0]!)).status).toBe("sent");
    for (const id of ids.slice(1))
      expect(await mailRow(id)).toMatchObject({ status: "pending", claimToken: null, attempts: 0 });
  });
});
