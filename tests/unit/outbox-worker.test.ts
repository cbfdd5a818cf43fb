import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { getDb, schema } from "~/infra/db.server";
import { queueMail } from "~/services/outbox.server";
import { outboxWorker } from "~/services/outbox-worker.server";

/**
 * A queued mail goes out at once: its notification wakes the outbox worker, which otherwise looks only every
 * OUTBOX_POLL_MS (5 s by default; without SMTP_URL "goes out" means it is held, to be read in /admin/outbox).
 */
beforeAll(() => getDb(), 60_000);
afterAll(() => outboxWorker.stop());

it("a mail queued in a transaction is taken by the worker at its commit, well before the next poll", async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await outboxWorker.start();
  // The start's own round has looked and found nothing: the next poll is 5 seconds away.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const db = await getDb();
  const queuedAt = Date.now();
  const id = await db.transaction((tx) => queueMail(tx, { to: "ops@example.com", subject: "Woken", text: "Hi" }));
  await vi.waitFor(
    async () => {
      const [row] = await db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
      expect(row?.status).toBe("held");
    },
    { timeout: 4_000, interval: 50 },
  );
  expect(Date.now() - queuedAt).toBeLessThan(4_000);
});
