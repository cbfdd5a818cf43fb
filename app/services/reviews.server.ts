import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { REVIEW_MESSAGES, starsText } from "~/forms/review";
import { paths } from "~/lib/paths";
import { selfReviewReason, selfReviewVerdict } from "~/lib/self-review";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { recordAdminAction } from "./audit.server";
import { queueMail } from "./outbox.server";

/**
 * Verified-engagement reviews (decision record 0046; decision record 0046). A review exists only through a one-time
 * link mailed to the company of an engagement: REVIEW_AFTER_DELIVERED_DAYS after it pressed "Training delivered",
 * or REVIEW_AFTER_ENGAGED_DAYS after Engaged, whichever comes first. The link's token is 32 random bytes
 * (base64url); only its SHA-256 is stored, it works once and for LINK_TTL_DAYS. The trainer is mailed and may
 * reply once, publicly; an operator may hide a review (kept, the reason in the audit log). Every rule that
 * depends on the time takes `now`, so that tests move the clock.
 */

const DAY_MS = 24 * 60 * 60_000;
export const REVIEW_AFTER_DELIVERED_DAYS = 7;
export const REVIEW_AFTER_ENGAGED_DAYS = 30;
export const LINK_TTL_DAYS = 60;
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Links minted per job round; the next round (a minute later) takes the rest. */
const BATCH = 50;
const SIGNATURE = ["", "Edukon Training"];

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as a link carries it: anything else is refused before the database is asked. */
export function isReviewTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** When an engagement's review link is due: the earlier of delivered + 7 days and engaged + 30 days. */
export function reviewLinkDueAt(engagement: { engagedAt: Date | null; deliveredAt: Date | null }): Date | null {
  const dates = [
    engagement.deliveredAt ? engagement.deliveredAt.getTime() + REVIEW_AFTER_DELIVERED_DAYS * DAY_MS : null,
    engagement.engagedAt ? engagement.engagedAt.getTime() + REVIEW_AFTER_ENGAGED_DAYS * DAY_MS : null,
  ].filter((time): time is number => time !== null);
  return dates.length ? new Date(Math.min(...dates)) : null;
}

const trainerName = sql<string>`coalesce(nullif(${schema.trainerProfiles.name}, ''), ${schema.applications.trainerName}, 'your trainer')`;
const companyEmail = sql<string>`nullif(${schema.enquiries.email}, '')`;
/**
 * canonicalEmail (app/lib/email-address.ts) in SQL: trimmed and lower-cased. The company's address equal to the
 * trainer's is a self-review (app/lib/self-review.ts): no link is minted for it, so the job never picks it again.
 */
const canonicalSql = (column: typeof schema.enquiries.email | typeof schema.applications.trainerEmail) =>
  sql`lower(btrim(${column}))`;

/**
 * Mails each company whose engagement's review link is due, once: the link's row (one per application, its primary
 * key) is the claim, inserted in the transaction that queues the mail, so two processes never mail it twice. A
 * requirement that was deleted or removed gets none. Answers how many links were mailed.
 */
export async function mailReviewLinks(now = new Date(), database?: Db): Promise<number> {
  const db = database ?? (await getDb());
  const deliveredBefore = new Date(now.getTime() - REVIEW_AFTER_DELIVERED_DAYS * DAY_MS);
  const engagedBefore = new Date(now.getTime() - REVIEW_AFTER_ENGAGED_DAYS * DAY_MS);
  const due = await db
    .select({
      applicationId: schema.applications.id,
      requirementId: schema.requirements.id,
      title: schema.requirements.trainingTopicName,
      trainer: trainerName,
      companyEmail,
    })
    .from(schema.applications)
    .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
    .innerJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .leftJoin(schema.reviewLinks, eq(schema.reviewLinks.applicationId, schema.applications.id))
    .where(
      and(
        eq(schema.applications.status, "engaged"),
        isNull(schema.applications.anonymisedAt),
        isNull(schema.reviewLinks.applicationId),
        or(lte(schema.applications.deliveredAt, deliveredBefore), lte(schema.applications.engagedAt, engagedBefore)),
        ne(schema.requirements.status, "removed"),
        or(isNull(schema.requirements.closedReason), ne(schema.requirements.closedReason, "deleted")),
        sql`${companyEmail} is not null`,
        sql`${canonicalSql(schema.enquiries.email)} <> ${canonicalSql(schema.applications.trainerEmail)}`,
      ),
    )
    .limit(BATCH);
  let mailed = 0;
  for (const engagement of due) {
    if (!engagement.companyEmail) continue;
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    const expiresAt = new Date(now.getTime() + LINK_TTL_DAYS * DAY_MS);
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(schema.reviewLinks)
        .values({
          applicationId: engagement.applicationId,
          tokenHash: hashReviewToken(token),
          expiresAt,
          createdAt: now,
        })
        .onConflictDoNothing({ target: schema.reviewLinks.applicationId })
        .returning({ applicationId: schema.reviewLinks.applicationId });
      if (claimed.length === 0) return false;
      await queueMail(tx, {
        to: engagement.companyEmail,
        subject: `How was the training with ${engagement.trainer}? ${engagement.title}`,
        text: [
          "Hello,",
          "",
          `you engaged ${engagement.trainer} for "${engagement.title}". How did it go?`,
          "Your review helps other companies choose, and it is shown as a verified engagement: only a company",
          "that engaged a trainer through us can review them. It takes a minute: 1 to 5 stars and a few words.",
          "",
          absoluteUrl(paths.reviewNew(token)),
          "",
          `The link works once, until ${expiresAt.toISOString().slice(0, 10)}. Please keep it to yourself.`,
          ...SIGNATURE,
        ].join("\n"),
        relatedTo: `requirement:${engagement.requirementId}`,
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

export type ReviewLinkState =
  | { state: "open"; trainerName: string; trainingTopic: string }
  | { state: "used" }
  | { state: "expired" }
  | { state: "self-review" };

/** What a review link opens, or null for a malformed or unknown token (the same 404 for both). */
export async function reviewLinkFor(token: string, now = new Date()): Promise<ReviewLinkState | null> {
  if (!isReviewTokenShape(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      usedAt: schema.reviewLinks.usedAt,
      expiresAt: schema.reviewLinks.expiresAt,
      trainerName,
      trainingTopic: schema.requirements.trainingTopicName,
      trainerEmail: schema.applications.trainerEmail,
      companyEmail: schema.enquiries.email,
    })
    .from(schema.reviewLinks)
    .innerJoin(schema.applications, eq(schema.applications.id, schema.reviewLinks.applicationId))
    .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .where(eq(schema.reviewLinks.tokenHash, hashReviewToken(token)))
    .limit(1);
  if (!row) return null;
  if (isSelfReview(row)) return { state: "self-review" };
  if (row.usedAt) return { state: "used" };
  if (row.expiresAt <= now) return { state: "expired" };
  return { state: "open", trainerName: row.trainerName, trainingTopic: row.trainingTopic };
}

/** A link minted before the rule, or one whose company took the trainer's address: it never stores a review. */
function isSelfReview(row: { companyEmail: string | null; trainerEmail: string | null }): boolean {
  return (
    selfReviewVerdict({ email: row.companyEmail, name: null }, { email: row.trainerEmail, name: null }).kind ===
    "same-address"
  );
}

export type PostReviewOutcome = "posted" | "used" | "expired" | "not-found" | "self-review";

/**
 * Writes the review behind a link, once: the link is spent by a conditional update (unused, not expired) in the
 * same transaction as the review's insert, so a second submit, a second tab or a replay finds it spent. The
 * review keeps the engagement's trainer, training and company; the trainer is mailed.
 */
export async function postReview(
  token: string,
  review: { rating: number; text: string },
  now = new Date(),
): Promise<PostReviewOutcome> {
  if (!isReviewTokenShape(token)) return "not-found";
  const db = await getDb();
  const tokenHash = hashReviewToken(token);
  const posted = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(schema.reviewLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.reviewLinks.tokenHash, tokenHash),
          isNull(schema.reviewLinks.usedAt),
          gt(schema.reviewLinks.expiresAt, now),
          // A self-review's link is never spent and stores nothing (reviewLinkFor then says why).
          notInArray(
            schema.reviewLinks.applicationId,
            tx
              .select({ id: schema.applications.id })
              .from(schema.applications)
              .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
              .innerJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
              .where(sql`${canonicalSql(schema.enquiries.email)} = ${canonicalSql(schema.applications.trainerEmail)}`),
          ),
        ),
      )
      .returning({ applicationId: schema.reviewLinks.applicationId });
    if (!spent) return false;
    const [engagement] = await tx
      .select({
        requirementId: schema.requirements.id,
        trainerEmail: schema.applications.trainerEmail,
        anonymisedAt: schema.applications.anonymisedAt,
        trainer: trainerName,
        trainingTopic: schema.requirements.trainingTopicName,
        companyName: schema.enquiries.name,
      })
      .from(schema.applications)
      .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
      .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
      .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
      .where(eq(schema.applications.id, spent.applicationId))
      .limit(1);
    if (!engagement) return false;
    const trainerEmail = engagement.anonymisedAt ? null : engagement.trainerEmail;
    const inserted = await tx
      .insert(schema.reviews)
      .values({
        applicationId: spent.applicationId,
        requirementId: engagement.requirementId,
        trainerEmail,
        companyName: engagement.companyName || null,
        trainingTopic: engagement.trainingTopic,
        rating: review.rating,
        body: review.text,
        createdAt: now,
      })
      .onConflictDoNothing({ target: schema.reviews.applicationId })
      .returning({ id: schema.reviews.id });
    if (inserted.length === 0) return false;
    if (trainerEmail) {
      await queueMail(tx, {
        to: trainerEmail,
        subject: `You have a new verified review: ${engagement.trainingTopic}`,
        text: [
          `Hello ${engagement.trainer},`,
          "",
          `the company that engaged you for "${engagement.trainingTopic}" reviewed the training:`,
          "",
          `${starsText(review.rating)} (${review.rating} of 5)`,
          review.text,
          "",
          `You may post one public reply to it on your applications page: ${absoluteUrl(paths.myApplications)}`,
          ...SIGNATURE,
        ].join("\n"),
        relatedTo: `application:${spent.applicationId}`,
      });
    }
    return true;
  });
  if (posted) return "posted";
  const state = await reviewLinkFor(token, now);
  if (!state) return "not-found";
  if (state.state === "self-review") return "self-review";
  return state.state === "expired" ? "expired" : "used";
}

export type TrainerReview = {
  applicationId: number;
  rating: number;
  text: string;
  reply: string | null;
  hidden: boolean;
  createdAt: Date;
};

/** The reviews of these applications of a trainer (for /my-applications), by application id. */
export async function reviewsOfApplications(trainerEmail: string, applicationIds: number[]) {
  const found = new Map<number, TrainerReview>();
  if (applicationIds.length === 0) return found;
  const db = await getDb();
  const rows = await db
    .select({
      applicationId: schema.reviews.applicationId,
      rating: schema.reviews.rating,
      text: schema.reviews.body,
      reply: schema.reviews.reply,
      hiddenAt: schema.reviews.hiddenAt,
      createdAt: schema.reviews.createdAt,
    })
    .from(schema.reviews)
    .where(
      and(
        eq(schema.reviews.trainerEmail, trainerEmail.trim().toLowerCase()),
        inArray(schema.reviews.applicationId, applicationIds),
      ),
    );
  for (const row of rows) {
    if (row.applicationId === null) continue;
    found.set(row.applicationId, {
      applicationId: row.applicationId,
      rating: row.rating,
      text: row.text,
      reply: row.reply,
      hidden: row.hiddenAt !== null,
      createdAt: row.createdAt,
    });
  }
  return found;
}

export type ReplyOutcome = "replied" | "already-replied" | "not-found";

/** The trainer's one public reply to a review of their own engagement; a second is refused, never an edit. */
export async function replyToReview(
  trainerEmail: string,
  applicationId: number,
  reply: string,
  now = new Date(),
): Promise<ReplyOutcome> {
  const db = await getDb();
  const mine = and(
    eq(schema.reviews.applicationId, applicationId),
    eq(schema.reviews.trainerEmail, trainerEmail.trim().toLowerCase()),
  );
  const changed = await db
    .update(schema.reviews)
    .set({ reply, repliedAt: now })
    .where(and(mine, isNull(schema.reviews.reply)))
    .returning({ id: schema.reviews.id });
  if (changed.length > 0) return "replied";
  const [row] = await db.select({ id: schema.reviews.id }).from(schema.reviews).where(mine).limit(1);
  return row ? "already-replied" : "not-found";
}

/** What a trainer's public page shows of one review (the page itself is /trainers/{slug}). */
export type VisibleReview = {
  id: number;
  date: Date;
  stars: number;
  text: string;
  trainingTopic: string;
  /** The trainer's reply, unless it was hidden (their profile deleted), and when it was posted. */
  reply: string | null;
  repliedAt: Date | null;
  /** Always true: a review exists only through an engagement's link. Said so that a page can show it. */
  verifiedEngagement: true;
};

/** A trainer's reviews that are not hidden, newest first (decision record 0047 reads them for the public page). */
export async function listVisibleReviews(trainerEmail: string): Promise<VisibleReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.reviews.id,
      date: schema.reviews.createdAt,
      stars: schema.reviews.rating,
      text: schema.reviews.body,
      trainingTopic: schema.reviews.trainingTopic,
      reply: schema.reviews.reply,
      repliedAt: schema.reviews.repliedAt,
      replyHiddenAt: schema.reviews.replyHiddenAt,
    })
    .from(schema.reviews)
    .where(and(eq(schema.reviews.trainerEmail, trainerEmail.trim().toLowerCase()), isNull(schema.reviews.hiddenAt)))
    .orderBy(desc(schema.reviews.createdAt), desc(schema.reviews.id));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    stars: row.stars,
    text: row.text,
    trainingTopic: row.trainingTopic,
    reply: row.replyHiddenAt ? null : row.reply,
    repliedAt: row.replyHiddenAt ? null : row.repliedAt,
    verifiedEngagement: true,
  }));
}

/**
 * Every review for the back office, newest first (hidden ones too, marked), each with the reason it may be a
 * self-review (app/lib/self-review.ts: the company's address at the trainer's domain under the trainer's name), or
 * null. The company's address and name are read from its enquiry, the trainer's name from the profile or the
 * application; neither is shown, only the reason.
 */
export async function reviewsForAdmin(limit = 300) {
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.reviews.id,
      createdAt: schema.reviews.createdAt,
      trainerEmail: schema.reviews.trainerEmail,
      companyName: schema.reviews.companyName,
      trainingTopic: schema.reviews.trainingTopic,
      rating: schema.reviews.rating,
      text: schema.reviews.body,
      reply: schema.reviews.reply,
      hiddenAt: schema.reviews.hiddenAt,
      hiddenReason: schema.reviews.hiddenReason,
      engagedEmail: schema.applications.trainerEmail,
      engagedName: sql<
        string | null
      >`coalesce(nullif(${schema.trainerProfiles.name}, ''), ${schema.applications.trainerName})`,
      companyEmail: schema.enquiries.email,
      companyContact: schema.enquiries.name,
    })
    .from(schema.reviews)
    .leftJoin(schema.applications, eq(schema.applications.id, schema.reviews.applicationId))
    .leftJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .orderBy(desc(schema.reviews.createdAt), desc(schema.reviews.id))
    .limit(limit);
  return rows.map(({ engagedEmail, engagedName, companyEmail, companyContact, ...review }) => ({
    ...review,
    selfReviewFlag: selfReviewReason(
      selfReviewVerdict(
        { email: companyEmail, name: companyContact },
        { email: review.trainerEmail ?? engagedEmail, name: engagedName },
      ),
    ),
  }));
}

export type HideOutcome = { ok: boolean; message: string };

/** The operator hides a review that breaks the rules: kept (not deleted), the reason on it and in the audit log. */
export async function hideReview(
  reviewId: number,
  reason: string,
  actorEmail: string,
  now = new Date(),
): Promise<HideOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [hidden] = await tx
      .update(schema.reviews)
      .set({ hiddenAt: now, hiddenReason: reason })
      .where(and(eq(schema.reviews.id, reviewId), isNull(schema.reviews.hiddenAt)))
      .returning({ id: schema.reviews.id });
    if (!hidden) {
      const [row] = await tx
        .select({ id: schema.reviews.id })
        .from(schema.reviews)
        .where(eq(schema.reviews.id, reviewId));
      return { ok: false, message: row ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.unknownReview };
    }
    await recordAdminAction(tx, {
      actorEmail,
      action: "review.hide",
      entity: "reviews",
      entityId: reviewId,
      details: { reason },
    });
    return { ok: true, message: REVIEW_MESSAGES.hidden };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A company deleted its requirement: its reviews stay (the trainers earned them) without the company's details,
 * and the review links not used yet stop working (the company asked us to forget it).
 */
export async function forgetCompanyInReviews(tx: Tx, requirementId: number): Promise<void> {
  await tx.update(schema.reviews).set({ companyName: null }).where(eq(schema.reviews.requirementId, requirementId));
  await tx
    .delete(schema.reviewLinks)
    .where(
      and(
        isNull(schema.reviewLinks.usedAt),
        inArray(
          schema.reviewLinks.applicationId,
          tx
            .select({ id: schema.applications.id })
            .from(schema.applications)
            .where(eq(schema.applications.requirementId, requirementId)),
        ),
      ),
    );
}
