import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getConfig } from "~/infra/config.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { invalidateRequirementCache } from "./requirements.server";
import { mintManageLink } from "./manage-links.server";
import { queueMail } from "./outbox.server";
import { matchedSkills } from "./requirement-management.server";
import { applicantsMail, expiryReminderMail } from "./requirement-mails.server";
import { mailReviewLinks } from "./reviews.server";

/**
 * The requirement jobs (docs/product.md section 10, the marketplace loop), run by requirement-worker.server.ts in every server process: the company's
 * applicant mails (the first applicant at once, then at most one digest a day), the expiry reminder
 * REMINDER_DAYS before a requirement leaves the board, and the expiry itself. Each mail is claimed by a
 * conditional UPDATE ... RETURNING in the transaction that queues it, so two processes never send it twice;
 * `now` is a parameter so that the rules can be tested with a clock of the test's own.
 */

const DAY_MS = 24 * 60 * 60_000;
/** The company is reminded this many days before its requirement expires. */
export const REMINDER_DAYS = 3;
/** Work done per round and job; the next round (a minute later) takes the rest. */
const BATCH = 50;

const companyEmail = sql<string>`nullif(${schema.enquiries.email}, '')`;

/** Mails each company with new applicants that is due a mail; answers how many mails were queued. `database`: a process's own client (tests of several processes). */
export async function mailCompaniesAboutApplicants(now = new Date(), database?: Db): Promise<number> {
  const db = database ?? (await getDb());
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const due = await db
    .selectDistinct({ requirementId: schema.requirements.id })
    .from(schema.requirements)
    .innerJoin(schema.applications, eq(schema.applications.requirementId, schema.requirements.id))
    .innerJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .where(
      and(
        eq(schema.requirements.status, "published"),
        or(isNull(schema.requirements.applicantsMailedAt), lte(schema.requirements.applicantsMailedAt, dayAgo)),
        isNull(schema.applications.companyNotifiedAt),
        eq(schema.applications.status, "sent"),
        isNull(schema.applications.anonymisedAt),
        sql`${companyEmail} is not null`,
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { requirementId } of due) if (await mailOneCompany(db, requirementId, now, dayAgo)) queued += 1;
  return queued;
}

/** One company's mail: claims the requirement's mail slot, then the applicants not yet told, in one transaction. */
async function mailOneCompany(db: Db, requirementId: number, now: Date, dayAgo: Date): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [claimed] = await tx
        .update(schema.requirements)
        .set({ applicantsMailedAt: now })
        .where(
          and(
            eq(schema.requirements.id, requirementId),
            eq(schema.requirements.status, "published"),
            or(isNull(schema.requirements.applicantsMailedAt), lte(schema.requirements.applicantsMailedAt, dayAgo)),
          ),
        )
        .returning({
          id: schema.requirements.id,
          topic: schema.requirements.topic,
          title: schema.requirements.trainingTopicName,
          details: schema.requirements.details,
          postedAt: schema.requirements.postedAt,
          sourceEnquiryId: schema.requirements.sourceEnquiryId,
        });
      if (!claimed?.sourceEnquiryId) return false;
      // The mail slot was free before this claim (null: never mailed), so this is the first applicants' mail.
      const [before] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(schema.applications)
        .where(
          and(
            eq(schema.applications.requirementId, requirementId),
            sql`${schema.applications.companyNotifiedAt} is not null`,
          ),
        );
      const told = await tx
        .update(schema.applications)
        .set({ companyNotifiedAt: now })
        .where(
          and(
            eq(schema.applications.requirementId, requirementId),
            isNull(schema.applications.companyNotifiedAt),
            eq(schema.applications.status, "sent"),
            isNull(schema.applications.anonymisedAt),
          ),
        )
        .returning({ id: schema.applications.id, email: schema.applications.trainerEmail });
      const [company] = await tx
        .select({ email: companyEmail })
        .from(schema.enquiries)
        .where(eq(schema.enquiries.id, claimed.sourceEnquiryId));
      // Nothing to tell after all (withdrawn meanwhile): give the slot back untouched.
      if (told.length === 0 || !company?.email) return tx.rollback();
      const applicants = await tx
        .select({
          id: schema.applications.id,
          name: sql<string>`coalesce(nullif(${schema.trainerProfiles.name}, ''), ${schema.applications.trainerName}, 'A trainer')`,
          skills: schema.trainerProfiles.skills,
        })
        .from(schema.applications)
        .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
        .where(
          inArray(
            schema.applications.id,
            told.map((row) => row.id),
          ),
        )
        .orderBy(asc(schema.applications.createdAt), asc(schema.applications.id));
      const link = await mintManageLink(tx, requirementId);
      await queueMail(
        tx,
        applicantsMail(
          { email: company.email, title: claimed.title, requirementId },
          applicants.map((row) => ({
            name: row.name,
            matchedSkills: matchedSkills(claimed, row.skills ?? []),
          })),
          link,
          (before?.count ?? 0) === 0,
        ),
      );
      return true;
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return false;
      throw error;
    });
}

function isRollback(error: unknown): boolean {
  return error instanceof Error && error.name === "TransactionRollbackError";
}

/**
 * Gives a published requirement without an expiry date one: REQUIREMENT_TTL_DAYS after publication, but never
 * sooner than the reminder period from now, so that an old row (published before expiry existed) is not
 * closed without its company being told first.
 */
export async function dateUndatedRequirements(now = new Date()): Promise<number> {
  const db = await getDb();
  const ttlMs = getConfig().requirementTtlDays * DAY_MS;
  const earliest = new Date(now.getTime() + (REMINDER_DAYS + 1) * DAY_MS);
  const rows = await db
    .update(schema.requirements)
    .set({
      expiresAt: sql`greatest(coalesce(${schema.requirements.publishedAt}, ${schema.requirements.postedAt}) + ${`${ttlMs} milliseconds`}::interval, ${earliest.toISOString()}::timestamptz)`,
    })
    .where(and(eq(schema.requirements.status, "published"), isNull(schema.requirements.expiresAt)))
    .returning({ id: schema.requirements.id });
  return rows.length;
}

/** Mails the company of each requirement that expires within REMINDER_DAYS, once per expiry date. */
export async function remindBeforeExpiry(now = new Date(), database?: Db): Promise<number> {
  const db = database ?? (await getDb());
  const horizon = new Date(now.getTime() + REMINDER_DAYS * DAY_MS);
  const due = await db
    .select({ requirementId: schema.requirements.id })
    .from(schema.requirements)
    .innerJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .where(
      and(
        eq(schema.requirements.status, "published"),
        isNull(schema.requirements.expiryReminderSentAt),
        lte(schema.requirements.expiresAt, horizon),
        gt(schema.requirements.expiresAt, now),
        sql`${companyEmail} is not null`,
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { requirementId } of due) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(schema.requirements)
        .set({ expiryReminderSentAt: now })
        .where(
          and(
            eq(schema.requirements.id, requirementId),
            eq(schema.requirements.status, "published"),
            isNull(schema.requirements.expiryReminderSentAt),
            lte(schema.requirements.expiresAt, horizon),
            gt(schema.requirements.expiresAt, now),
          ),
        )
        .returning({
          title: schema.requirements.trainingTopicName,
          expiresAt: schema.requirements.expiresAt,
          enquiryId: schema.requirements.sourceEnquiryId,
        });
      if (!claimed?.expiresAt || claimed.enquiryId === null) return false;
      const [company] = await tx
        .select({ email: companyEmail })
        .from(schema.enquiries)
        .where(eq(schema.enquiries.id, claimed.enquiryId));
      if (!company?.email) return false;
      const link = await mintManageLink(tx, requirementId);
      await queueMail(
        tx,
        expiryReminderMail(
          { email: company.email, title: claimed.title, requirementId },
          claimed.expiresAt,
          getConfig().requirementTtlDays,
          link,
        ),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Takes every published requirement past its expiry date off the board and the feed. */
export async function expireRequirements(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(schema.requirements)
    .set({ status: "expired", closedAt: now })
    .where(and(eq(schema.requirements.status, "published"), lte(schema.requirements.expiresAt, now)))
    .returning({ id: schema.requirements.id });
  if (rows.length > 0) invalidateRequirementCache();
  return rows.length;
}

/** One round of every requirement job, in the order that keeps them consistent. */
export async function runRequirementJobs(now = new Date()): Promise<void> {
  await dateUndatedRequirements(now);
  await expireRequirements(now);
  await remindBeforeExpiry(now);
  await mailCompaniesAboutApplicants(now);
  await mailReviewLinks(now);
}
