import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/server/infra/db.server";
import { deliverDueMails, MAX_ATTEMPTS, queueMail, retryDelayMs, retryMail } from "~/server/services/outbox.server";

async function mailRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
  return row!;
}

describe("the mail outbox", () => {
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
    expect(await deliverDueMails(20, send)).toBeGreaterThanOrEqual(1);
    expect(await deliverDueMails(20, send)).toBe(0);
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
    await deliverDueMails(20, failing);
    let row = await mailRow(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("connection refused");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Not due yet: a second round leaves it alone.
    expect(await deliverDueMails(20, failing)).toBe(0);

    await db
      .update(schema.outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(schema.outbox.id, id));
    await deliverDueMails(20, failing);
    row = await mailRow(id);
    expect(row.status).toBe("failed");

    expect(await retryMail(id)).toBe(true);
    await deliverDueMails(20, async () => {});
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
});
