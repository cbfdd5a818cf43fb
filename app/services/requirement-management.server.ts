import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { formatDay, MESSAGES, type ManageIntent, type ManageOutcome } from "~/forms/manage-requirement";
import { TRAINING_MODE_LABELS } from "~/lib/training-modes";
import { formatPostedOn, matchRequirements } from "~/lib/requirement-matching";
import { getConfig } from "~/infra/config.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { invalidateRequirementCache } from "./requirements.server";
import { queueMail, type OutgoingMail } from "./outbox.server";
import { recordAdminAction } from "./audit.server";
import { forgetCompanyInReviews } from "./reviews.server";
import { declinedMail, engagedMail, removedMail, shortlistMails, withdrawnMail } from "./requirement-mails.server";

/**
 * The company's side of a requirement (docs/product.md section 10, the marketplace loop), reached through its private manage link
 * (manage-links.server.ts): what the page shows, and Shortlist, Decline, Close, Keep open and Delete.
 * Each action is a conditional update, so a repeat (a reload, a second tab, two processes) changes and mails
 * nothing twice and answers what already happened.
 */

const DAY_MS = 24 * 60 * 60_000;
const DELETED_TITLE = "Deleted requirement";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The trainer's name as the company sees it: the saved profile's, else the name they applied with. */
const trainerName = sql<string>`coalesce(nullif(${schema.trainerProfiles.name}, ''), ${schema.applications.trainerName}, 'A trainer')`;

/** The slug of a trainer who opted in to the directory, else null (no public page to link to). */
const publicSlugOfListed = sql<
  string | null
>`case when ${schema.trainerProfiles.listedInDirectory} and ${schema.trainerProfiles.name} <> '' then ${schema.trainerProfiles.publicSlug} end`;

export type ManagedApplicant = {
  id: number;
  name: string;
  status: "sent" | "shortlisted" | "declined" | "engaged";
  appliedAt: Date;
  /** The proposal (docs/product.md section 10, proposals): an empty note, no rate or no date when the trainer gave none. */
  proposal: { note: string; quotedDayRate: number | null; earliestStart: string | null };
  engagedAt: Date | null;
  deliveredAt: Date | null;
  matchedSkills: string[];
  trainingMode: string | null;
  perDayCharge: number | null;
  languages: string[];
  experienceYears: number | null;
  /** The trainer's public page in the directory, when they opted in (decision record 0047). */
  publicSlug: string | null;
  /** Only once the company shortlisted (or engaged) the trainer (its consent to exchange contact details). */
  contact: { email: string; phone: string } | null;
};

export type ManagedRequirement = Awaited<ReturnType<typeof managedRequirement>>;

/** The requirement behind a manage link with its applicants (newest last), or null when it was deleted. */
export async function managedRequirement(requirementId: number) {
  const db = await getDb();
  const [requirement] = await db
    .select({
      id: schema.requirements.id,
      topic: schema.requirements.topic,
      title: schema.requirements.trainingTopicName,
      details: schema.requirements.details,
      deliveryLocation: schema.requirements.deliveryLocation,
      status: schema.requirements.status,
      closedReason: schema.requirements.closedReason,
      postedAt: schema.requirements.postedAt,
      expiresAt: schema.requirements.expiresAt,
    })
    .from(schema.requirements)
    .where(eq(schema.requirements.id, requirementId))
    .limit(1);
  if (!requirement || requirement.closedReason === "deleted") return null;
  const rows = await db
    .select({
      id: schema.applications.id,
      name: trainerName,
      status: schema.applications.status,
      appliedAt: schema.applications.createdAt,
      email: schema.applications.trainerEmail,
      phone: schema.applications.mobileNumber,
      skills: schema.trainerProfiles.skills,
      trainingMode: schema.trainerProfiles.preferredTrainingMode,
      perDayCharge: schema.trainerProfiles.perDayCharge,
      languages: schema.trainerProfiles.languagesSpoken,
      experience: schema.trainerProfiles.experience,
      proposalNote: schema.applications.proposalNote,
      quotedDayRate: schema.applications.quotedDayRate,
      earliestStart: schema.applications.earliestStart,
      engagedAt: schema.applications.engagedAt,
      deliveredAt: schema.applications.deliveredAt,
      publicSlug: publicSlugOfListed,
    })
    .from(schema.applications)
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .where(
      and(
        eq(schema.applications.requirementId, requirementId),
        ne(schema.applications.status, "withdrawn"),
        isNull(schema.applications.anonymisedAt),
      ),
    )
    .orderBy(asc(schema.applications.createdAt), asc(schema.applications.id));
  const listed = rows.filter(
    (row): row is typeof row & { status: ManagedApplicant["status"] } => row.status !== "withdrawn",
  );
  const applicants: ManagedApplicant[] = listed.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    appliedAt: row.appliedAt,
    proposal: { note: row.proposalNote, quotedDayRate: row.quotedDayRate, earliestStart: row.earliestStart },
    engagedAt: row.engagedAt,
    deliveredAt: row.deliveredAt,
    matchedSkills: matchedSkills(requirement, row.skills ?? []),
    trainingMode: row.trainingMode ? TRAINING_MODE_LABELS[row.trainingMode] : null,
    perDayCharge: row.perDayCharge,
    languages: row.languages ?? [],
    experienceYears: row.experience,
    publicSlug: row.publicSlug,
    // Removed by moderator: the page shows no trainer's contact details any more (docs/product.md section 8).
    contact:
      (row.status === "shortlisted" || row.status === "engaged") && row.email && requirement.status !== "removed"
        ? { email: row.email, phone: row.phone ?? "" }
        : null,
  }));
  return { ...requirement, applicants };
}

/** The trainer's skills that the board's own matcher finds in the requirement's details. */
export function matchedSkills(
  requirement: { id: number; topic: string; title: string; details: string; postedAt: Date },
  skills: string[],
): string[] {
  const [matched] = matchRequirements(
    [
      {
        id: requirement.id,
        topic: requirement.topic,
        trainingTopicName: requirement.title,
        details: requirement.details,
        postedOn: formatPostedOn(requirement.postedAt),
      },
    ],
    skills,
  );
  return matched?.matchedSkills ?? [];
}

export type ManageRequest = { intent: ManageIntent; applicationId: number | null; confirmed: boolean };

/** What an action did: the message to show, and whether the requirement is gone (deleted). */
export type ManageResult = ManageOutcome & { status: 200 | 400 | 403; deleted?: boolean };

const ok = (text: string): ManageResult => ({ kind: "success", text, status: 200 });
const info = (text: string): ManageResult => ({ kind: "info", text, status: 200 });
const refused = (text: string): ManageResult => ({ kind: "error", text, status: 400 });
/** Removed by moderator (docs/product.md section 8): every action of the manage link is refused. */
const removed = (): ManageResult => ({ kind: "error", text: MESSAGES.removed, status: 403 });

/**
 * Whether a moderator removed the requirement, read with its row locked (`for update`) in the action's own
 * transaction: a removal committed before waits no action, and one that comes after waits for the action.
 */
async function isRemoved(tx: Tx, requirementId: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: schema.requirements.status })
    .from(schema.requirements)
    .where(eq(schema.requirements.id, requirementId))
    .for("update");
  return row?.status === "removed";
}

/** Runs one of the page's actions on the requirement `requirementId` (already resolved from its manage link). */
export async function manageRequirement(
  requirementId: number,
  request: ManageRequest,
  now = new Date(),
): Promise<ManageResult> {
  // A closed requirement still lets the company decide on those who already applied (docs/product.md); a removed
  // one refuses everything. decide() checks again inside its transaction; the others' updates exclude `removed`.
  const db = await getDb();
  if (await db.transaction((tx) => isRemoved(tx, requirementId))) return removed();
  switch (request.intent) {
    case "shortlist":
    case "decline":
      if (request.applicationId === null) return refused(MESSAGES.unknownApplicant);
      return decide(requirementId, request.applicationId, request.intent, now);
    case "engage":
    case "deliver":
      if (request.applicationId === null) return refused(MESSAGES.unknownApplicant);
      return advanceEngagement(requirementId, request.applicationId, request.intent, now);
    case "close":
      return closeRequirement(requirementId, now);
    case "keep-open":
      return keepOpen(requirementId, now);
    case "delete":
      if (!request.confirmed) return refused(MESSAGES.confirmDelete);
      return deleteRequirement(requirementId, now);
  }
}

/** The requirement's company contact (the source enquiry) and its title, in a transaction. */
/** The requirement, unless a moderator removed it or its company deleted it: nothing changes it after either. */
function stillOnRecord(requirementId: number) {
  return and(
    eq(schema.requirements.id, requirementId),
    ne(schema.requirements.status, "removed"),
    or(isNull(schema.requirements.closedReason), ne(schema.requirements.closedReason, "deleted")),
  );
}

/** Queues `mail` to every trainer whose application to the requirement is in one of `statuses` (not anonymised). */
async function mailApplicants(
  tx: Tx,
  requirementId: number,
  statuses: Array<(typeof schema.applications.$inferSelect)["status"]>,
  mail: (trainer: { name: string; email: string }) => OutgoingMail,
) {
  const applicants = await tx
    .select({ name: trainerName, email: schema.applications.trainerEmail })
    .from(schema.applications)
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .where(
      and(
        eq(schema.applications.requirementId, requirementId),
        inArray(schema.applications.status, statuses),
        isNull(schema.applications.anonymisedAt),
      ),
    );
  for (const applicant of applicants) {
    if (applicant.email) await queueMail(tx, mail({ name: applicant.name, email: applicant.email }));
  }
}

async function companyOf(tx: Tx, requirementId: number) {
  const [row] = await tx
    .select({
      title: schema.requirements.trainingTopicName,
      enquiryId: schema.enquiries.id,
      name: schema.enquiries.name,
      email: schema.enquiries.email,
      phone: schema.enquiries.phone,
    })
    .from(schema.requirements)
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .where(eq(schema.requirements.id, requirementId))
    .limit(1);
  return row;
}

async function decide(
  requirementId: number,
  applicationId: number,
  intent: "shortlist" | "decline",
  now: Date,
): Promise<ManageResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (await isRemoved(tx, requirementId)) return removed();
    const [changed] = await tx
      .update(schema.applications)
      .set({ status: intent === "shortlist" ? "shortlisted" : "declined", decidedAt: now })
      .where(
        and(
          eq(schema.applications.id, applicationId),
          eq(schema.applications.requirementId, requirementId),
          eq(schema.applications.status, "sent"),
          isNull(schema.applications.anonymisedAt),
        ),
      )
      .returning({ email: schema.applications.trainerEmail, phone: schema.applications.mobileNumber });
    const [applicant] = await tx
      .select({ name: trainerName, status: schema.applications.status, anonymisedAt: schema.applications.anonymisedAt })
      .from(schema.applications)
      .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
      .where(and(eq(schema.applications.id, applicationId), eq(schema.applications.requirementId, requirementId)))
      .limit(1);
    if (!applicant || applicant.anonymisedAt || applicant.status === "withdrawn") {
      return refused(MESSAGES.unknownApplicant);
    }
    const name = applicant.name;
    if (!changed?.email) {
      if (intent === "shortlist") {
        return applicant.status === "shortlisted"
          ? info(MESSAGES.alreadyShortlisted(name))
          : info(MESSAGES.decidedOtherwise(name));
      }
      return applicant.status === "declined"
        ? info(MESSAGES.alreadyDeclined(name))
        : info(MESSAGES.alreadyShortlistedCannotDecline(name));
    }
    const company = await companyOf(tx, requirementId);
    if (!company) return refused(MESSAGES.unknownApplicant);
    if (intent === "decline") {
      await queueMail(tx, declinedMail(company.title, requirementId, { name, email: changed.email }));
      return ok(MESSAGES.declined(name));
    }
    const mails = shortlistMails(
      company.title,
      requirementId,
      { name: company.name ?? "", email: company.email ?? "", phone: company.phone ?? "" },
      { name, email: changed.email, phone: changed.phone ?? "" },
    );
    for (const mail of mails) await queueMail(tx, mail);
    return ok(MESSAGES.shortlisted(name));
  });
}

/**
 * Engaged (from Shortlisted) and Training delivered (once, on an engaged trainer) (decision record 0046): the dates
 * the review-link job counts from (requirement-jobs.server.ts). Several trainers may be engaged; each is told.
 */
async function advanceEngagement(
  requirementId: number,
  applicationId: number,
  intent: "engage" | "deliver",
  now: Date,
): Promise<ManageResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (await isRemoved(tx, requirementId)) return removed();
    const thisApplication = and(
      eq(schema.applications.id, applicationId),
      eq(schema.applications.requirementId, requirementId),
      isNull(schema.applications.anonymisedAt),
    );
    const [changed] =
      intent === "engage"
        ? await tx
            .update(schema.applications)
            .set({ status: "engaged", engagedAt: now })
            .where(and(thisApplication, eq(schema.applications.status, "shortlisted")))
            .returning({ email: schema.applications.trainerEmail })
        : await tx
            .update(schema.applications)
            .set({ deliveredAt: now })
            .where(
              and(thisApplication, eq(schema.applications.status, "engaged"), isNull(schema.applications.deliveredAt)),
            )
            .returning({ email: schema.applications.trainerEmail });
    const [applicant] = await tx
      .select({ name: trainerName, status: schema.applications.status, deliveredAt: schema.applications.deliveredAt })
      .from(schema.applications)
      .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
      .where(thisApplication)
      .limit(1);
    if (!applicant || applicant.status === "withdrawn") return refused(MESSAGES.unknownApplicant);
    const name = applicant.name;
    if (intent === "deliver") {
      if (changed) return ok(MESSAGES.delivered(name));
      return applicant.deliveredAt
        ? info(MESSAGES.alreadyDelivered(name))
        : refused(MESSAGES.deliverNeedsEngaged(name));
    }
    if (!changed?.email) {
      return applicant.status === "engaged"
        ? info(MESSAGES.alreadyEngaged(name))
        : refused(MESSAGES.engageNeedsShortlist(name));
    }
    const company = await companyOf(tx, requirementId);
    await queueMail(tx, engagedMail(company?.title ?? "", requirementId, { name, email: changed.email }));
    return ok(MESSAGES.engaged(name));
  });
}

async function closeRequirement(requirementId: number, now: Date): Promise<ManageResult> {
  const db = await getDb();
  const closed = await db
    .update(schema.requirements)
    .set({ status: "closed", closedAt: now, closedReason: "company" })
    .where(
      and(eq(schema.requirements.id, requirementId), inArray(schema.requirements.status, ["pending", "published"])),
    )
    .returning({ id: schema.requirements.id });
  // The board and the JSON feed read a short-lived list cache: a closed requirement leaves them at once.
  invalidateRequirementCache();
  return closed.length > 0 ? ok(MESSAGES.closed) : info(MESSAGES.alreadyClosed);
}

/** The new expiry is REQUIREMENT_TTL_DAYS from today (not from the old date), so a repeat extends nothing. */
async function keepOpen(requirementId: number, now: Date): Promise<ManageResult> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + getConfig().requirementTtlDays * DAY_MS);
  const [kept] = await db
    .update(schema.requirements)
    .set({ expiresAt, expiryReminderSentAt: null })
    .where(and(eq(schema.requirements.id, requirementId), eq(schema.requirements.status, "published")))
    .returning({ expiresAt: schema.requirements.expiresAt });
  return kept?.expiresAt ? ok(MESSAGES.keptOpen(formatDay(kept.expiresAt))) : refused(MESSAGES.keepOpenNotPublished);
}

/**
 * Removes the company's personal data: the source enquiry's contact and message, the requirement's text, the
 * manage links (they stop working), and our copies of the mails to and about the company. The requirement row stays,
 * closed and emptied, so the trainers' applications and the back office's counts keep their place.
 * Trainers still waiting (sent), shortlisted or engaged are told that it was withdrawn; their reviews stay.
 */
async function deleteRequirement(requirementId: number, now: Date): Promise<ManageResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const company = await companyOf(tx, requirementId);
    const [requirement] = await tx
      .update(schema.requirements)
      .set({
        topic: DELETED_TITLE,
        trainingTopicName: DELETED_TITLE,
        details: "",
        deliveryLocation: null,
        status: "closed",
        closedAt: now,
        closedReason: "deleted",
      })
      .where(stillOnRecord(requirementId))
      .returning({ id: schema.requirements.id });
    if (!requirement || !company) return info(MESSAGES.deleted);
    await mailApplicants(tx, requirementId, ["sent", "shortlisted", "engaged"], (trainer) =>
      withdrawnMail(company.title, requirementId, trainer),
    );
    await tx
      .delete(schema.requirementManageLinks)
      .where(eq(schema.requirementManageLinks.requirementId, requirementId));
    await forgetCompanyInReviews(tx, requirementId);
    if (company.enquiryId !== null) {
      await tx
        .update(schema.enquiries)
        .set({
          name: "",
          email: "",
          phone: "",
          subject: "",
          description: "",
          deliveryLocation: null,
          userEmail: null,
          clientAddress: null,
        })
        .where(eq(schema.enquiries.id, company.enquiryId));
      await forgetMailsToCompany(tx, company.enquiryId, requirementId, company.email ?? "");
    }
    return ok(MESSAGES.deleted);
  });
  invalidateRequirementCache();
  return { ...result, deleted: true };
}

/**
 * Our copies of the mails that carry the company's details (the acknowledgement and the operator's notice of the
 * enquiry, the mails to the company about its requirement): sent ones keep only that a mail went, unsent ones
 * are dropped (a claimed one's final update then finds no row, which the outbox allows).
 */
async function forgetMailsToCompany(tx: Tx, enquiryId: number, requirementId: number, companyEmail: string) {
  const aboutCompany = or(
    eq(schema.outbox.relatedTo, `enquiry:${enquiryId}`),
    and(
      eq(schema.outbox.relatedTo, `requirement:${requirementId}`),
      or(eq(schema.outbox.toAddress, companyEmail), eq(schema.outbox.replyTo, companyEmail)),
    ),
  );
  await tx
    .update(schema.outbox)
    .set({
      toAddress: "(deleted)",
      replyTo: null,
      subject: "(deleted at the sender's request)",
      textBody: "",
      htmlBody: null,
    })
    .where(and(aboutCompany, eq(schema.outbox.status, "sent")));
  await tx.delete(schema.outbox).where(and(aboutCompany, ne(schema.outbox.status, "sent")));
}

/**
 * Removed by moderator (docs/product.md section 8): the requirement leaves the board and its manage link can do nothing more
 * (every action refused, the page says it was removed). The trainers who applied and were not told otherwise
 * (sent, shortlisted, engaged) are mailed; the mails to the company about it not sent yet (a shortlist's contact
 * details queued a moment ago, a digest) are dropped. False when it was already removed, deleted or is unknown.
 */
export async function removeRequirement(requirementId: number, actorEmail: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.requirements)
      .set({ status: "removed", closedAt: now, closedReason: "admin" })
      .where(stillOnRecord(requirementId))
      .returning({ title: schema.requirements.trainingTopicName });
    if (!row) return false;
    await mailApplicants(tx, requirementId, ["sent", "shortlisted", "engaged"], (trainer) =>
      removedMail(row.title, requirementId, trainer),
    );
    const company = await companyOf(tx, requirementId);
    if (company?.email) {
      await tx
        .delete(schema.outbox)
        .where(
          and(
            eq(schema.outbox.relatedTo, `requirement:${requirementId}`),
            eq(schema.outbox.toAddress, company.email),
            ne(schema.outbox.status, "sent"),
          ),
        );
    }
    await recordAdminAction(tx, {
      actorEmail,
      action: "requirement.remove",
      entity: "requirements",
      entityId: requirementId,
    });
    return true;
  });
  invalidateRequirementCache();
  return done;
}
