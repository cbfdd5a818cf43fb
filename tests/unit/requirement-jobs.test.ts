import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rawQuery, schema } from "~/server/infra/db.server";
import {
  dateUndatedRequirements,
  expireRequirements,
  mailCompaniesAboutApplicants,
  remindBeforeExpiry,
} from "~/server/services/requirement-jobs.server";
import { manageRequirement } from "~/server/services/requirement-management.server";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const T0 = new Date("2026-11-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let counter = 0;

/** A company's published requirement: an enquiry with its e-mail, and the lead. */
async function companyRequirement(lead: Partial<typeof schema.leads.$inferInsert> = {}) {
  counter += 1;
  const email = `company-${counter}@example.com`;
  const db = await getDb();
  const [enquiry] = await db
    .insert(schema.enquiries)
    .values({
      formName: "post-requirement",
      name: "Bina Buyer",
      email,
      phone: "9820012345",
      subject: "Terraform",
      description: "Terraform modules for 12 engineers.",
    })
    .returning({ id: schema.enquiries.id });
  const [row] = await db
    .insert(schema.leads)
    .values({
      topic: "Terraform",
      trainingTopicName: `Terraform ${counter}`,
      leadDetails: "Terraform modules for 12 engineers.",
      status: "published",
      publishedAt: T0,
      postedAt: T0,
      expiresAt: at(30 * DAY),
      sourceEnquiryId: enquiry?.id,
      ...lead,
    })
    .returning({ id: schema.leads.id });
  return { email, leadId: row?.id ?? 0 };
}

async function apply(leadId: number, name: string, createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.applications)
    .values({
      leadId,
      trainerEmail: `${name.toLowerCase()}-${counter}@example.com`,
      trainerName: name,
      mobileNumber: "9845012345",
      createdAt,
    })
    .returning({ id: schema.applications.id });
  return row?.id ?? 0;
}

const mailsTo = (email: string) =>
  rawQuery<{ subject: string; text_body: string }>(
    "select subject, text_body from outbox where to_address = $1 order by id",
    [email],
  );

describe("the company's applicant mails", () => {
  beforeAll(() => getDb(), 60_000);

  it("mails the first applicant at once, then at most one digest a day with only the new ones", async () => {
    const { email, leadId } = await companyRequirement();
    expect(await mailCompaniesAboutApplicants(at(HOUR))).toBe(0);

    await apply(leadId, "Asha", at(2 * HOUR));
    await mailCompaniesAboutApplicants(at(2 * HOUR + 1000));
    let mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`A trainer applied to your requirement: Terraform ${counter}`]);
    expect(mails[0]?.text_body).toMatch(/- Asha\n/);
    expect(mails[0]?.text_body).toMatch(/\/requirements\/manage\/[A-Za-z0-9_-]{43}\n/);

    await apply(leadId, "Ravi", at(3 * HOUR));
    await apply(leadId, "Meera", at(4 * HOUR));
    // Within a day of the last mail: nothing, however often the job runs.
    await mailCompaniesAboutApplicants(at(5 * HOUR));
    await mailCompaniesAboutApplicants(at(2 * HOUR + DAY - 1000));
    expect(await mailsTo(email)).toHaveLength(1);

    await mailCompaniesAboutApplicants(at(2 * HOUR + DAY + 1000));
    mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`2 new trainers applied to your requirement: Terraform ${counter}`);
    expect(mails[1]?.text_body).toContain("- Ravi\n- Meera\n");
    expect(mails[1]?.text_body).not.toContain("Asha");
    // Each mail carries its own link.
    const links = mails.map((mail) => /\/requirements\/manage\/\S+/.exec(mail.text_body)?.[0]);
    expect(new Set(links).size).toBe(2);

    // No new applicant, no mail, even days later.
    await mailCompaniesAboutApplicants(at(5 * DAY));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("sends nothing for a withdrawn applicant, nor for a requirement that is not published", async () => {
    const open = await companyRequirement();
    const withdrawn = await apply(open.leadId, "Kiran", at(HOUR));
    await rawQuery("update applications set status = 'withdrawn' where id = $1", [withdrawn]);
    const closed = await companyRequirement({ status: "closed" });
    await apply(closed.leadId, "Dev", at(HOUR));
    await mailCompaniesAboutApplicants(at(2 * HOUR));
    expect(await mailsTo(open.email)).toEqual([]);
    expect(await mailsTo(closed.email)).toEqual([]);
  });

  it("mails once however many rounds run at once (several processes)", async () => {
    const { email, leadId } = await companyRequirement();
    await apply(leadId, "Nila", at(HOUR));
    await Promise.all([1, 2, 3].map(() => mailCompaniesAboutApplicants(at(2 * HOUR))));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("expiry", () => {
  beforeAll(() => getDb(), 60_000);

  const statusOf = async (leadId: number) =>
    (await rawQuery<{ status: string }>("select status from leads where id = $1", [leadId]))[0]?.status;

  it("expires a published requirement once its expiry date has passed, not before", async () => {
    const { leadId } = await companyRequirement({ expiresAt: at(30 * DAY) });
    await expireRequirements(at(30 * DAY - 1000));
    expect(await statusOf(leadId)).toBe("published");
    await expireRequirements(at(30 * DAY));
    expect(await statusOf(leadId)).toBe("expired");
    const pending = await companyRequirement({ status: "pending", expiresAt: at(DAY) });
    await expireRequirements(at(40 * DAY));
    expect(await statusOf(pending.leadId)).toBe("pending");
  });

  it("reminds the company three days before, once per expiry date, with a manage link", async () => {
    const { email } = await companyRequirement({ expiresAt: at(30 * DAY) });
    await remindBeforeExpiry(at(27 * DAY - 1000));
    expect(await mailsTo(email)).toEqual([]);
    await remindBeforeExpiry(at(27 * DAY));
    await remindBeforeExpiry(at(28 * DAY));
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your requirement closes on 1 December 2026: Terraform ${counter}`,
    ]);
    expect(mails[0]?.text_body).toContain("Keep open for 30 more days");
    expect(mails[0]?.text_body).toMatch(/\/requirements\/manage\/[A-Za-z0-9_-]{43}\n/);
  });

  it("Keep open moves the expiry to 30 days from that day, once, and re-arms the reminder", async () => {
    const { email, leadId } = await companyRequirement({ expiresAt: at(30 * DAY) });
    await remindBeforeExpiry(at(28 * DAY));
    const keep = { intent: "keep-open" as const, applicationId: null, confirmed: false };
    expect(await manageRequirement(leadId, keep, at(28 * DAY))).toMatchObject({ kind: "success", status: 200 });
    expect(await manageRequirement(leadId, keep, at(28 * DAY))).toMatchObject({ kind: "success", status: 200 });
    const [row] = await rawQuery<{ expires_at: Date; expiry_reminder_sent_at: Date | null }>(
      "select expires_at, expiry_reminder_sent_at from leads where id = $1",
      [leadId],
    );
    expect(new Date(row!.expires_at).toISOString()).toBe(at(58 * DAY).toISOString());
    expect(row?.expiry_reminder_sent_at).toBeNull();
    await expireRequirements(at(31 * DAY));
    expect(await statusOf(leadId)).toBe("published");
    await remindBeforeExpiry(at(55 * DAY));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("Keep open refuses a requirement that is no longer published", async () => {
    const { leadId } = await companyRequirement({ status: "expired" });
    expect(
      await manageRequirement(leadId, { intent: "keep-open", applicationId: null, confirmed: false }, at(DAY)),
    ).toMatchObject({ kind: "error", status: 400, text: "Only a published requirement can be kept open." });
  });

  it("dates an undated published requirement from its publication, but never within the reminder period", async () => {
    const recent = await companyRequirement({ expiresAt: null, publishedAt: at(-5 * DAY) });
    const old = await companyRequirement({ expiresAt: null, publishedAt: at(-90 * DAY) });
    await dateUndatedRequirements(T0);
    const rows = await rawQuery<{ id: number; expires_at: Date }>(
      "select id, expires_at from leads where id = any($1::int[]) order by id",
      [[recent.leadId, old.leadId]],
    );
    expect(rows.map((row) => new Date(row.expires_at).toISOString())).toEqual([
      at(25 * DAY).toISOString(),
      at(4 * DAY).toISOString(),
    ]);
  });
});
