import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rawQuery } from "~/infra/db.server";
import { ACKNOWLEDGEMENTS_PER_DAY, referenceOf, storeEnquiry } from "~/services/enquiries.server";

const spam = {
  name: "Cheap Pills <https://spam.example>",
  phone: "9845012345",
  subject: "Visit https://spam.example now",
  description: "Buy cheap pills at https://spam.example, best prices!",
};
const context = { userEmail: null, clientAddress: "192.0.2.5" };

type OutboxRow = { to_address: string; subject: string; text_body: string; html_body: string | null };
const mailsTo = (address: string) =>
  rawQuery<OutboxRow>(
    "select to_address, subject, text_body, html_body from outbox where to_address = $1 order by id",
    [address],
  );

// The first getDb() migrates this file's in-memory database: done once here, not inside a test's time.
beforeAll(async () => {
  await getDb();
}, 120_000);

describe("acknowledgement mails", () => {
  it("carry only our own text and the reference, never what was typed", async () => {
    const email = "victim@example.com";
    const id = await storeEnquiry("contact", { ...spam, email }, context);
    const [ack] = await mailsTo(email);
    expect(ack).toBeDefined();
    const everything = `${ack!.subject}\n${ack!.text_body}\n${ack!.html_body ?? ""}`;
    expect(everything).toContain(referenceOf(id));
    expect(everything).not.toMatch(/spam|pills|Visit/i);
  });

  it("go to one address at most a few times a day; the enquiry is still stored and the operator still told", async () => {
    const email = "flooded@example.com";
    const ids: number[] = [];
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_DAY + 2; i += 1) {
      ids.push(await storeEnquiry("contact", { ...spam, email: i % 2 ? email.toUpperCase() : email }, context));
    }
    expect(await rawQuery("select id from enquiries where lower(email) = $1", [email])).toHaveLength(ids.length);
    const acks = await rawQuery("select id from outbox where lower(to_address) = $1", [email]);
    expect(acks).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    for (const id of ids) {
      expect(await rawQuery("select id from outbox where related_to = $1", [`enquiry:${id}`])).not.toHaveLength(0);
    }
    const [notes] = await rawQuery<{ n: number }>(
      "select count(*)::int as n from outbox where subject like 'New message%' and reply_to ilike $1",
      [email],
    );
    expect(notes!.n).toBe(ids.length);
  });
});
