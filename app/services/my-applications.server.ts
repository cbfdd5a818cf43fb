import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ApplicationDisplayStatus } from "~/forms/my-applications";
import { applicationDisplayStatus } from "~/lib/application-status";
import type { Proposal } from "~/forms/proposal";
import { getDb, schema } from "~/infra/db.server";
import { reviewsOfApplications, type TrainerReview } from "./reviews.server";
import { applicationsChanged } from "./requirement-stats.server";

/** A trainer's own view of their applications (docs/product.md section 10, the marketplace loop, /my-applications). */

export type TrainerApplication = {
  id: number;
  appliedAt: Date;
  requirementTitle: string;
  status: ApplicationDisplayStatus;
  /** The company's name, e-mail and phone: only once it shortlisted this trainer (its consent). */
  company: { name: string; email: string; phone: string } | null;
  /** The proposal sent with the application (docs/product.md section 10, proposals); editable while Sent. */
  proposal: Proposal;
  /** The company's verified review of this engagement, with the trainer's reply (decision record 0046). */
  review: TrainerReview | null;
};

/** At most this many, newest first: far more than a trainer applies to. */
const MAX_LISTED = 500;

/** Every application of this trainer, newest first, with what the trainer may see of each. */
export async function applicationsOfTrainer(email: string): Promise<TrainerApplication[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.applications.id,
      appliedAt: schema.applications.createdAt,
      status: schema.applications.status,
      requirementTitle: schema.requirements.trainingTopicName,
      requirementStatus: schema.requirements.status,
      requirementClosedReason: schema.requirements.closedReason,
      companyName: schema.enquiries.name,
      companyEmail: schema.enquiries.email,
      companyPhone: schema.enquiries.phone,
      proposalNote: schema.applications.proposalNote,
      quotedDayRate: schema.applications.quotedDayRate,
      earliestStart: schema.applications.earliestStart,
    })
    .from(schema.applications)
    .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .where(
      and(eq(schema.applications.trainerEmail, email.trim().toLowerCase()), isNull(schema.applications.anonymisedAt)),
    )
    .orderBy(desc(schema.applications.createdAt), desc(schema.applications.id))
    .limit(MAX_LISTED);
  const reviews = await reviewsOfApplications(
    email,
    rows.filter((row) => row.status === "engaged").map((row) => row.id),
  );
  return rows.map((row) => {
    const status = applicationDisplayStatus(row);
    const shared = (status === "Shortlisted" || status === "Engaged") && row.companyEmail;
    return {
      id: row.id,
      appliedAt: row.appliedAt,
      requirementTitle: row.requirementTitle,
      status,
      company: shared
        ? { name: row.companyName ?? "", email: row.companyEmail ?? "", phone: row.companyPhone ?? "" }
        : null,
      proposal: { note: row.proposalNote, quotedDayRate: row.quotedDayRate, earliestStart: row.earliestStart },
      review: reviews.get(row.id) ?? null,
    };
  });
}

export type ProposalOutcome = "saved" | "decided" | "not-found";

/**
 * The trainer edits their own proposal while the application is still only sent (the company has not decided on
 * it); someone else's application id is "not-found", exactly like one that does not exist.
 */
export async function updateProposal(
  email: string,
  applicationId: number,
  proposal: Proposal,
): Promise<ProposalOutcome> {
  const db = await getDb();
  const mine = and(
    eq(schema.applications.id, applicationId),
    eq(schema.applications.trainerEmail, email.trim().toLowerCase()),
    isNull(schema.applications.anonymisedAt),
  );
  const changed = await db
    .update(schema.applications)
    .set({
      proposalNote: proposal.note,
      quotedDayRate: proposal.quotedDayRate,
      earliestStart: proposal.earliestStart,
      proposalUpdatedAt: sql`now()`,
    })
    .where(and(mine, eq(schema.applications.status, "sent")))
    .returning({ id: schema.applications.id });
  if (changed.length > 0) return "saved";
  const [row] = await db.select({ id: schema.applications.id }).from(schema.applications).where(mine).limit(1);
  return row ? "decided" : "not-found";
}

export type WithdrawOutcome = "withdrawn" | "already-withdrawn" | "decided" | "not-found";

/**
 * Withdraws the trainer's own application while it is still only sent; again is harmless. Someone
 * else's application id is "not-found", exactly like one that does not exist.
 */
export async function withdrawApplication(email: string, applicationId: number): Promise<WithdrawOutcome> {
  const db = await getDb();
  const owner = email.trim().toLowerCase();
  const mine = and(eq(schema.applications.id, applicationId), eq(schema.applications.trainerEmail, owner));
  const changed = await db
    .update(schema.applications)
    .set({ status: "withdrawn", decidedAt: sql`now()` })
    .where(and(mine, eq(schema.applications.status, "sent")))
    .returning({ id: schema.applications.id });
  if (changed.length > 0) {
    applicationsChanged();
    return "withdrawn";
  }
  const [row] = await db.select({ status: schema.applications.status }).from(schema.applications).where(mine).limit(1);
  if (!row) return "not-found";
  return row.status === "withdrawn" ? "already-withdrawn" : "decided";
}
