import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/forms/abuse";
import { enquiryReplies } from "~/forms/enquiry-replies";
import { getConfig } from "~/infra/config.server";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import { checkSubmission, issueChallenge } from "~/services/abuse.server";
import { referenceOf, storeEnquiry, successText } from "~/services/enquiries.server";
import { postRequirement } from "~/services/requirements.server";

/** A submission of `formName` served at `servedAt`, with the captcha answered from the challenge's question. */
function submission(formName: string, servedAt: number, fields: Record<string, string> = {}) {
  const challenge = issueChallenge(formName, servedAt);
  if (challenge.kind !== "builtin") throw new Error("unit tests run with the built-in captcha");
  const [a, b] = (challenge.question.match(/\d+/g) ?? []).map(Number);
  const formData = new FormData();
  formData.set(FORM_TOKEN_FIELD, challenge.token);
  formData.set(HONEYPOT_FIELD, "");
  formData.set(CAPTCHA_FIELD, String((a ?? 0) + (b ?? 0)));
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

// The first query migrates the in-memory database: slow on a loaded machine.
beforeAll(() => getDb(), 60_000);

describe("checkSubmission (honeypot, signed token, time-trap, captcha)", () => {
  const servedAt = Date.now() - 60_000;
  const later = () => servedAt + getConfig().formMinFillMs + 1;

  it("lets a person's submission through", async () => {
    expect(await checkSubmission("contact", submission("contact", servedAt), { now: later() })).toEqual({ ok: true });
  });

  it("refuses a filled honeypot before anything else", async () => {
    const verdict = await checkSubmission("contact", submission("contact", servedAt, { [HONEYPOT_FIELD]: "x" }));
    expect(verdict).toMatchObject({ ok: false, reason: "honeypot" });
  });

  it("refuses a missing, forged or other form's token", async () => {
    const missing = submission("contact", servedAt);
    missing.delete(FORM_TOKEN_FIELD);
    expect(await checkSubmission("contact", missing, { now: later() })).toMatchObject({ reason: "token" });
    const forged = submission("contact", servedAt);
    forged.set(FORM_TOKEN_FIELD, `${String(forged.get(FORM_TOKEN_FIELD)).slice(0, -2)}xx`);
    expect(await checkSubmission("contact", forged, { now: later() })).toMatchObject({ reason: "token" });
    const otherForm = submission("vendor-rating", servedAt);
    expect(await checkSubmission("contact", otherForm, { now: later() })).toMatchObject({ reason: "token" });
  });

  it("refuses a token older than two hours, and a form sent faster than a person can fill it", async () => {
    const old = submission("contact", servedAt);
    expect(await checkSubmission("contact", old, { now: servedAt + 2 * 60 * 60_000 + 1 })).toMatchObject({
      reason: "token",
    });
    expect(await checkSubmission("contact", submission("contact", servedAt), { now: servedAt })).toMatchObject({
      reason: "too-fast",
    });
  });

  it("refuses a wrong or empty captcha answer, and skips the captcha when asked to", async () => {
    const wrong = submission("contact", servedAt, { [CAPTCHA_FIELD]: "999" });
    expect(await checkSubmission("contact", wrong, { now: later() })).toMatchObject({ reason: "captcha" });
    const empty = submission("contact", servedAt, { [CAPTCHA_FIELD]: "" });
    expect(await checkSubmission("contact", empty, { now: later() })).toMatchObject({ reason: "captcha" });
    const unanswered = submission("contact", servedAt, { [CAPTCHA_FIELD]: "" });
    expect(await checkSubmission("contact", unanswered, { now: later(), captcha: false })).toEqual({ ok: true });
  });
});

const values = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "98450 12345",
  subject: "Azure batch",
  description: "Ten people, two days.",
};

async function rowsFor(id: number) {
  const db = await getDb();
  const [enquiry] = await db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id));
  const mails = await db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.relatedTo, `enquiry:${id}`));
  const requirements = await db.select().from(schema.requirements).where(eq(schema.requirements.sourceEnquiryId, id));
  return { enquiry: enquiry!, mails, requirements };
}

describe("storeEnquiry", () => {
  const context = { userEmail: null, clientAddress: "203.0.113.9" };

  it("stores a contact enquiry with its form name and queues the two mails", async () => {
    const id = await storeEnquiry("contact", values, context);
    const { enquiry, mails, requirements } = await rowsFor(id);
    expect(enquiry).toMatchObject({ formName: "contact", name: "Asha Rao", subject: "Azure batch" });
    expect(requirements).toEqual([]);
    const reference = referenceOf(id);
    expect(mails.map((mail) => [mail.toAddress, mail.subject]).sort()).toEqual(
      [
        [getConfig().notifyEmail, `New message ${reference}: Azure batch`],
        ["asha@example.com", `We received your message (${reference})`],
      ].sort(),
    );
    expect(mails.find((mail) => mail.toAddress === getConfig().notifyEmail)?.replyTo).toBe("asha@example.com");
  });

  it("makes a posted requirement a pending requirement too, through the requirements service", async () => {
    const id = await storeEnquiry("requirement", { ...values, delivery_location: "Pune" }, context, postRequirement);
    const { enquiry, requirements } = await rowsFor(id);
    expect(enquiry).toMatchObject({ formName: "post-requirement", deliveryLocation: "Pune" });
    expect(requirements).toHaveLength(1);
    expect(requirements[0]).toMatchObject({ status: "pending", topic: "Azure batch", deliveryLocation: "Pune" });
    const links = await rawQuery("select 1 from requirement_manage_links where requirement_id = $1", [
      requirements[0]!.id,
    ]);
    expect(links).toHaveLength(1);
    const acknowledgement = (await rowsFor(id)).mails.find((mail) => mail.toAddress === values.email);
    expect(acknowledgement?.textBody).toMatch(/\/requirements\/manage\/[A-Za-z0-9_-]{43}\n/);
  });

  it("gives the workshop its fixed subject, whatever was posted", async () => {
    const id = await storeEnquiry("workshop", { ...values, subject: "Something else" }, context);
    expect((await rowsFor(id)).enquiry).toMatchObject({
      formName: "register-for-workshop",
      subject: "Request for Azure Workshop",
    });
  });

  it("stores nothing when a part fails: the enquiry, its requirement and its mails land together or not at all", async () => {
    const db = await getDb();
    const count = async () => ({
      enquiries: (await db.select().from(schema.enquiries)).length,
      requirements: (await db.select().from(schema.requirements)).length,
    });
    const before = await count();
    // The mails are queued last: with the outbox gone, the enquiry and the requirement already inserted must roll back.
    await rawQuery("alter table outbox rename to outbox_away");
    try {
      await expect(storeEnquiry("requirement", values, context, postRequirement)).rejects.toThrow();
    } finally {
      await rawQuery("alter table outbox_away rename to outbox");
    }
    expect(await count()).toEqual(before);
  });

  it("answers each form's success text with the reference", () => {
    expect(successText("enrollment", "Asha", 42)).toBe(enquiryReplies.enrollment.success("Asha", "ENQ-000042"));
    expect(successText("contact", "Asha", 42)).toContain("(reference ENQ-000042)");
  });
});
