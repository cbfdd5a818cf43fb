import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import {
  dateUndatedRequirements,
  expireRequirements,
  mailCompaniesAboutApplicants,
  remindBeforeExpiry,
} from "~/services/requirement-jobs.server";
import { manageRequirement } from "~/services/requirement-management.server";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const T0 = new Date("2026-11-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let counter = 0;

/** A company's published requirement: an enquiry with its e-mail, and the requirement. */
async function companyRequirement(requirement: Partial<typeof schema.requirements.$inferInsert> = {}) {
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
    .insert(schema.requirements)
    .values({
      topic: "Terraform",
      trainingTopicName: `Terraform ${counter}`,
      details: "Terraform modules for 12 engineers.",
      status: "published",
      publishedAt: T0,
      postedAt: T0,
      expiresAt: at(30 * DAY),
      sourceEnquiryId: enquiry?.id,
      ...requirement,
    })
    .returning({ id: schema.requirements.id });
  return { email, requirementId: row?.id ?? 0 };
}

async function apply(requirementId: number, name: string, createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.applications)
    .values({
      requirementId,
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
    const { email, requirementId } = await companyRequirement();
    expect(await mailCompaniesAboutApplicants(at(HOUR))).toBe(0);

    await apply(requirementId, "Asha", at(2 * HOUR));
    await mailCompaniesAboutApplicants(at(2 * HOUR + 1000));
    let mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`A trainer applied to your requirement: Terraform ${counter}`]);
    expect(mails[0]?.text_body).toMatch(/- Asha\n/);
    expect(mails[0]?.text_body).toMatch(/\/requirements\/manage\/[A-Za-z0-9_-]{43}\n/);

    await apply(requirementId, "Ravi", at(3 * HOUR));
    await apply(requirementId, "Meera", at(4 * HOUR));
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
    const withdrawn = await apply(open.requirementId, "Kiran", at(HOUR));
    await rawQuery("update applications set status = 'withdrawn' where id = $1", [withdrawn]);
    const closed = await companyRequirement({ status: "closed" });
    await apply(closed.requirementId, "Dev", at(HOUR));
    await mailCompaniesAboutApplicants(at(2 * HOUR));
    expect(await mailsTo(open.email)).toEqual([]);
    expect(await mailsTo(closed.email)).toEqual([]);
  });

  it("mails once however many rounds run at once (several processes)", async () => {
    const { email, requirementId } = await companyRequirement();
    await apply(requirementId, "Nila", at(HOUR));
    await Promise.all([1, 2, 3].map(() => mailCompaniesAboutApplicants(at(2 * HOUR))));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("expiry", () => {
  beforeAll(() => getDb(), 60_000);

  const statusOf = async (requirementId: number) =>
    (await rawQuery<{ status: string }>("select status from requirements where id = $1", [requirementId]))[0]?.status;

  it("expires a published requirement once its expiry date has passed, not before", async () => {
    const { requirementId } = await companyRequirement({ expiresAt: at(30 * DAY) });
    await expireRequirements(at(30 * DAY - 1000));
    expect(await statusOf(requirementId)).toBe("published");
    await expireRequirements(at(30 * DAY));
    expect(await statusOf(requirementId)).toBe("expired");
    const pending = await companyRequirement({ status: "pending", expiresAt: at(DAY) });
    await expireRequirements(at(40 * DAY));
    expect(await statusOf(pending.requirementId)).toBe("pending");
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
    const { email, requirementId } = await companyRequirement({ expiresAt: at(30 * DAY) });
    await remindBeforeExpiry(at(28 * DAY));
    const keep = { intent: "keep-open" as const, applicationId: null, confirmed: false };
    expect(await manageRequirement(requirementId, keep, at(28 * DAY))).toMatchObject({ kind: "success", status: 200 });
    expect(await manageRequirement(requirementId, keep, at(28 * DAY))).toMatchObject({ kind: "success", status: 200 });
    const [row] = await rawQuery<{ expires_at: Date; expiry_reminder_sent_at: Date | null }>(
      "select expires_at, expiry_reminder_sent_at from requirements where id = $1",
      [requirementId],
    );
    expect(new Date(row!.expires_at).toISOString()).toBe(at(58 * DAY).toISOString());
    expect(row?.expiry_reminder_sent_at).toBeNull();
    await expireRequirements(at(31 * DAY));
    expect(await statusOf(requirementId)).toBe("published");
    await remindBeforeExpiry(at(55 * DAY));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("Keep open refuses a requirement that is no longer published", async () => {
    const { requirementId } = await companyRequirement({ status: "expired" });
    expect(
      await manageRequirement(requirementId, { intent: "keep-open", applicationId: null, confirmed: false }, at(DAY)),
    ).toMatchObject({ kind: "error", status: 400, text: "Only a published requirement can be kept open." });
  });

  it("dates an undated published requirement from its publication, but never within the reminder period", async () => {
    const recent = await companyRequirement({ expiresAt: null, publishedAt: at(-5 * DAY) });
    const old = await companyRequirement({ expiresAt: null, publishedAt: at(-90 * DAY) });
    await dateUndatedRequirements(T0);
    const rows = await rawQuery<{ id: number; expires_at: Date }>(
      "select id, expires_at from requirements where id = any($1::int[]) order by id",
      [[recent.requirementId, old.requirementId]],
    );
    expect(rows.map((row) => new Date(row.expires_at).toISOString())).toEqual([
      at(25 * DAY).toISOString(),
      at(4 * DAY).toISOString(),
    ]);
  });
});
