import { and, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~drizzle/schema";
import { migrateUnderLock, type Db } from "~/infra/db.server";
import { mailCompaniesAboutApplicants, remindBeforeExpiry } from "~/services/requirement-jobs.server";
import { freshPostgresDatabase, type TestDatabase } from "../support/pg-database";

/**
 * The requirement jobs run in every server process (decision record 0019): three processes running the same
 * round at the same moment on one PostgreSQL must queue each company mail once.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshPostgresDatabase("requirement_jobs");
  await migrateUnderLock(database.url, database.processClient());
}, 60_000);

afterAll(async () => {
  await database.drop();
});

const NOW = new Date("2026-11-20T10:00:00Z");

async function companyRequirements(db: Db, count: number, expiresAt: Date): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `company-${expiresAt.getTime()}-${i}@example.com`;
    emails.push(email);
    const [enquiry] = await db
      .insert(schema.enquiries)
      .values({ formName: "post-requirement", name: "B", email, phone: "9820012345", subject: "S", description: "D" })
      .returning({ id: schema.enquiries.id });
    const [requirement] = await db
      .insert(schema.requirements)
      .values({
        topic: "T",
        trainingTopicName: `Requirement ${i}`,
        details: "Terraform",
        status: "published",
        expiresAt,
        sourceEnquiryId: enquiry!.id,
      })
      .returning({ id: schema.requirements.id });
    for (let j = 0; j < 3; j++) {
      await db.insert(schema.applications).values({
        requirementId: requirement!.id,
        trainerEmail: `trainer-${i}-${j}-${expiresAt.getTime()}@example.com`,
        trainerName: `Trainer ${j}`,
        mobileNumber: "9845012345",
      });
    }
  }
  return emails;
}

/** How many mails each company got, in the order of `emails` (and with the subject `like`, when given). */
async function mailsPerCompany(db: Db, emails: string[], like = "%"): Promise<number[]> {
  const rows = await db
    .select({ to: schema.outbox.toAddress, n: sql<number>`count(*)::int` })
    .from(schema.outbox)
    .where(and(inArray(schema.outbox.toAddress, emails), sql`${schema.outbox.subject} like ${like}`))
    .groupBy(schema.outbox.toAddress);
  return emails.map((email) => Number(rows.find((row) => row.to === email)?.n ?? 0));
}

describe("requirement jobs in several processes on one PostgreSQL", () => {
  it("queue each company's applicant mail once", async () => {
    const processes = [1, 2, 3].map(() => database.processClient());
    const emails = await companyRequirements(processes[0]!, 20, new Date(NOW.getTime() + 30 * 86_400_000));
    await Promise.all(
      processes.flatMap((db) => [mailCompaniesAboutApplicants(NOW, db), mailCompaniesAboutApplicants(NOW, db)]),
    );
    expect(await mailsPerCompany(processes[0]!, emails)).toEqual(emails.map(() => 1));
  });

  it("queue each expiry reminder once", async () => {
    const processes = [1, 2, 3].map(() => database.processClient());
    const emails = await companyRequirements(processes[0]!, 20, new Date(NOW.getTime() + 2 * 86_400_000));
    await Promise.all(processes.flatMap((db) => [remindBeforeExpiry(NOW, db), remindBeforeExpiry(NOW, db)]));
    expect(await mailsPerCompany(processes[0]!, emails, "Your requirement closes on%")).toEqual(emails.map(() => 1));
  });
});
