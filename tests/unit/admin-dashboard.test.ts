import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/infra/db.server";
import { dashboardStats } from "~/services/admin-dashboard.server";

beforeAll(async () => {
  await getDb();
}, 60_000);

describe("admin dashboard", () => {
  it("counts held mails (no SMTP yet) as waiting, with the pending ones", async () => {
    const db = await getDb();
    const before = (await dashboardStats()).pending.waitingMails;
    const mail = (status: "pending" | "held" | "sent") => ({
      toAddress: "someone@example.com",
      subject: "Hello",
      textBody: "Hello",
      status,
    });
    await db
      .insert(schema.outbox)
      .values([...Array.from({ length: 30 }, () => mail("held")), mail("pending"), mail("sent")]);
    expect((await dashboardStats()).pending.waitingMails).toBe(before + 31);
  });
});
