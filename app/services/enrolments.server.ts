import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { canonicalEmail } from "~/lib/email-address";
import { datesLine, indiaToday, modeLine, scheduleLine, type BatchModeName } from "~/lib/batch-schedule";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getConfig } from "~/infra/config.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { batchCalendar } from "./course-calendar.server";
import { queueMail, type OutgoingMail } from "./outbox.server";

/**
 * Enrolment into a batch's seat (docs/product.md, "Courses, batches and seats"; decision record 0062). The seat rule:
 * a seat is taken by one conditional update, `seats_taken = seats_taken + 1 where seats_taken < seats_total`, in the
 * transaction that stores the enrolment, so two learners can never hold the last seat (PostgreSQL re-checks the
 * condition on the row it waited for; the embedded database runs one transaction at a time). No seat: a place on the
 * waiting list. A learner's private link (cancel, or take a freed seat) is a random token of which only the SHA-256 is
 * stored; using it clears it, so each link works once.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashEnrolmentToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as a link carries it: anything else is refused before the database is asked. */
export function isEnrolmentTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

function mintToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashEnrolmentToken(token) };
}

/** What a mail says of a batch, read in the writer's transaction. */
type BatchFacts = {
  id: number;
  courseTitle: string;
  courseSlug: string;
  startsOn: string;
  endsOn: string;
  classDays: number;
  startsAt: string;
  endsAt: string;
  mode: BatchModeName;
  city: string | null;
  cancelledAt: Date | null;
  archivedAt: Date | null;
};

async function batchFacts(tx: Pick<Db, "select">, batchId: number): Promise<BatchFacts | undefined> {
  const [row] = await tx
    .select({
      id: schema.batches.id,
      courseTitle: schema.courses.title,
      courseSlug: schema.courses.slug,
      startsOn: schema.batches.startsOn,
      endsOn: schema.batches.endsOn,
      classDays: schema.batches.classDays,
      startsAt: schema.batches.startsAt,
      endsAt: schema.batches.endsAt,
      mode: schema.batches.mode,
      city: schema.batches.city,
      cancelledAt: schema.batches.cancelledAt,
      archivedAt: schema.courses.archivedAt,
    })
    .from(schema.batches)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.batches.courseId))
    .where(eq(schema.batches.id, batchId));
  return row;
}

/** Whether a batch takes enrolments: not cancelled, its course on sale, and not started (India time). */
export function isOpen(batch: Pick<BatchFacts, "cancelledAt" | "archivedAt" | "startsOn">, now: Date): boolean {
  return !batch.cancelledAt && !batch.archivedAt && batch.startsOn >= indiaToday(now);
}

function batchLines(batch: BatchFacts): string[] {
  return [
    `Course: ${batch.courseTitle}`,
    `Dates: ${datesLine(batch.startsOn, batch.endsOn)}`,
    `Schedule: ${scheduleLine(batch)}`,
    `Mode: ${modeLine(batch)}`,
    `Course page: ${absoluteUrl(paths.course(batch.courseSlug))}`,
  ];
}

/** The learner's confirmation: the batch, the cancel link, and the iCalendar invitation as a text/calendar part. */
function confirmationMail(batch: BatchFacts, learner: { name: string; email: string }, token: string): OutgoingMail {
  const calendar = batchCalendar(
    {
      id: batch.id,
      courseTitle: batch.courseTitle,
      startsOn: batch.startsOn,
      endsOn: batch.endsOn,
      classDays: batch.classDays,
      startsAt: batch.startsAt,
      endsAt: batch.endsAt,
      location: modeLine(batch),
      url: absoluteUrl(paths.course(batch.courseSlug)),
    },
    new URL(getConfig().publicOrigin).hostname,
  );
  return {
    to: learner.email,
    subject: `Your seat in ${batch.courseTitle} is booked`,
    text: [
      `Hello ${learner.name},`,
      "",
      "Your seat is booked:",
      ...batchLines(batch),
      "",
      "The calendar invitation attached (invite.ics) adds every class day to your calendar.",
      "",
      "Cannot come? Cancel your seat with this link, which works once, so that someone on the waiting list gets it:",
      absoluteUrl(paths.enrolment(token)),
    ].join("\n"),
    relatedTo: `batch:${batch.id}`,
    attachments: [
      {
        fileName: "invite.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: new TextEncoder().encode(calendar),
      },
    ],
  };
}

function waitingMail(batch: BatchFacts, learner: { name: string; email: string }, token: string): OutgoingMail {
  return {
    to: learner.email,
    subject: `You are on the waiting list of ${batch.courseTitle}`,
    text: [
      `Hello ${learner.name},`,
      "",
      "The batch is full, so you are on its waiting list. We will mail you as soon as a seat is free.",
      ...batchLines(batch),
      "",
      "To leave the waiting list, use this link (it works once):",
      absoluteUrl(paths.enrolment(token)),
    ].join("\n"),
    relatedTo: `batch:${batch.id}`,
  };
}

function officeMail(batch: BatchFacts, subject: string, learner: { name: string; email: string; mobile: string }) {
  return {
    to: getConfig().notifyEmail,
    replyTo: learner.email,
    subject: `${subject}: ${batch.courseTitle}, ${datesLine(batch.startsOn, batch.endsOn)}`,
    text: [
      `${subject}.`,
      "",
      `Name: ${learner.name}`,
      `Email: ${learner.email}`,
      `Mobile: ${learner.mobile}`,
      ...batchLines(batch),
    ].join("\n"),
    relatedTo: `batch:${batch.id}`,
  } satisfies OutgoingMail;
}

export type EnrolInput = {
  batchId: number;
  /** The course page the form was on: a batch of another course is refused. */
  courseSlug: string;
  name: string;
  email: string;
  mobile: string;
  clientAddress?: string | null;
};

export type EnrolResult =
  | { status: "enrolled" | "waiting"; enrolmentId: number }
  | { status: "missing" }
  | { status: "closed" }
  | { status: "duplicate" };

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Takes one seat of the batch if one is left (the seat rule above), else a place on its waiting list; mails both sides. */
export async function enrolInBatch(input: EnrolInput, now = new Date()): Promise<EnrolResult> {
  const db = await getDb();
  const emailCanonical = canonicalEmail(input.email);
  try {
    return await db.transaction(async (tx): Promise<EnrolResult> => {
      const batch = await batchFacts(tx, input.batchId);
      if (!batch || batch.courseSlug !== input.courseSlug) return { status: "missing" };
      if (!isOpen(batch, now)) return { status: "closed" };
      const [existing] = await tx
        .select({ id: schema.enrolments.id })
        .from(schema.enrolments)
        .where(
          and(
            eq(schema.enrolments.batchId, batch.id),
            eq(schema.enrolments.emailCanonical, emailCanonical),
            ne(schema.enrolments.status, "cancelled"),
          ),
        );
      if (existing) return { status: "duplicate" };
      const seat = await tx
        .update(schema.batches)
        .set({ seatsTaken: sql`${schema.batches.seatsTaken} + 1` })
        .where(
          and(
            eq(schema.batches.id, batch.id),
            lt(schema.batches.seatsTaken, schema.batches.seatsTotal),
            sql`${schema.batches.cancelledAt} is null`,
          ),
        )
        .returning({ id: schema.batches.id });
      const status = seat.length > 0 ? "enrolled" : "waiting";
      const { token, hash } = mintToken();
      const [row] = await tx
        .insert(schema.enrolments)
        .values({
          batchId: batch.id,
          name: input.name,
          email: input.email,
          emailCanonical,
          mobile: input.mobile,
          status,
          tokenHash: hash,
          clientAddress: input.clientAddress ?? null,
        })
        .returning({ id: schema.enrolments.id });
      if (!row) throw new Error("enrolment insert returned no row");
      const learner = { name: input.name, email: input.email, mobile: input.mobile };
      await queueMail(
        tx,
        status === "enrolled" ? confirmationMail(batch, learner, token) : waitingMail(batch, learner, token),
      );
      await queueMail(
        tx,
        officeMail(batch, status === "enrolled" ? "New enrolment" : "New waiting-list place", learner),
      );
      return { status, enrolmentId: row.id };
    });
  } catch (error) {
    // Another request of the same e-mail won the race to the batch's one live row (the partial unique index).
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/** What a learner's private link shows. */
export type EnrolmentLink =
  | { status: "unknown" }
  | {
      status: "enrolled" | "waiting";
      name: string;
      courseTitle: string;
      courseSlug: string;
      dates: string;
      schedule: string;
      mode: string;
      /** A waiting learner may take a seat while one is free and the batch is open. */
      seatFree: boolean;
      open: boolean;
    };

async function enrolmentByToken(tx: Pick<Db, "select">, token: string, lock = false) {
  const query = tx
    .select({
      id: schema.enrolments.id,
      batchId: schema.enrolments.batchId,
      name: schema.enrolments.name,
      email: schema.enrolments.email,
      mobile: schema.enrolments.mobile,
      status: schema.enrolments.status,
    })
    .from(schema.enrolments)
    .where(eq(schema.enrolments.tokenHash, hashEnrolmentToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function enrolmentLink(token: string, now = new Date()): Promise<EnrolmentLink> {
  if (!isEnrolmentTokenShape(token)) return { status: "unknown" };
  const db = await getDb();
  const row = await enrolmentByToken(db, token);
  if (!row || row.status === "cancelled") return { status: "unknown" };
  const batch = await batchFacts(db, row.batchId);
  if (!batch) return { status: "unknown" };
  const [seats] = await db
    .select({ free: sql<boolean>`${schema.batches.seatsTaken} < ${schema.batches.seatsTotal}` })
    .from(schema.batches)
    .where(eq(schema.batches.id, batch.id));
  return {
    status: row.status,
    name: row.name,
    courseTitle: batch.courseTitle,
    courseSlug: batch.courseSlug,
    dates: datesLine(batch.startsOn, batch.endsOn),
    schedule: scheduleLine(batch),
    mode: modeLine(batch),
    seatFree: Boolean(seats?.free),
    open: isOpen(batch, now),
  };
}

/** The first learner on the batch's waiting list is told a seat is free, with a fresh link to take it. */
async function offerFreedSeat(tx: Tx, batch: BatchFacts): Promise<void> {
  const [first] = await tx
    .select({ id: schema.enrolments.id, name: schema.enrolments.name, email: schema.enrolments.email })
    .from(schema.enrolments)
    .where(and(eq(schema.enrolments.batchId, batch.id), eq(schema.enrolments.status, "waiting")))
    .orderBy(asc(schema.enrolments.createdAt), asc(schema.enrolments.id))
    .limit(1);
  if (!first) return;
  const { token, hash } = mintToken();
  await tx
    .update(schema.enrolments)
    .set({ tokenHash: hash, updatedAt: new Date() })
    .where(eq(schema.enrolments.id, first.id));
  await queueMail(tx, {
    to: first.email,
    subject: `A seat is free in ${batch.courseTitle}`,
    text: [
      `Hello ${first.name},`,
      "",
      "A seat is free in the batch whose waiting list you are on. The first to take it has it:",
      absoluteUrl(paths.enrolment(token)),
      "",
      ...batchLines(batch),
    ].join("\n"),
    relatedTo: `batch:${batch.id}`,
  });
}

export type LinkActionResult = "cancelled" | "left" | "taken" | "full" | "closed" | "unknown";

/**
 * The learner's link used: an enrolled learner cancels (the seat comes back, and the waiting list's first hears of
 * it); a waiting learner takes a free seat (by the same conditional update as an enrolment) or leaves the list.
 */
export async function actOnEnrolmentLink(
  token: string,
  intent: "cancel" | "take",
  now = new Date(),
): Promise<LinkActionResult> {
  if (!isEnrolmentTokenShape(token)) return "unknown";
  const db = await getDb();
  return db.transaction(async (tx): Promise<LinkActionResult> => {
    const row = await enrolmentByToken(tx, token, true);
    if (!row || row.status === "cancelled") return "unknown";
    const batch = await batchFacts(tx, row.batchId);
    if (!batch) return "unknown";
    if (intent === "cancel") {
      await tx
        .update(schema.enrolments)
        .set({ status: "cancelled", tokenHash: null, updatedAt: new Date() })
        .where(eq(schema.enrolments.id, row.id));
      if (row.status === "enrolled") {
        // Never below zero: the check constraint holds it too.
        await tx
          .update(schema.batches)
          .set({ seatsTaken: sql`${schema.batches.seatsTaken} - 1` })
          .where(and(eq(schema.batches.id, batch.id), gt(schema.batches.seatsTaken, 0)));
        await queueMail(tx, officeMail(batch, "Enrolment cancelled by the learner", row));
        if (isOpen(batch, now)) await offerFreedSeat(tx, batch);
        return "cancelled";
      }
      return "left";
    }
    if (row.status !== "waiting") return "unknown";
    if (!isOpen(batch, now)) return "closed";
    const seat = await tx
      .update(schema.batches)
      .set({ seatsTaken: sql`${schema.batches.seatsTaken} + 1` })
      .where(and(eq(schema.batches.id, batch.id), lt(schema.batches.seatsTaken, schema.batches.seatsTotal)))
      .returning({ id: schema.batches.id });
    if (seat.length === 0) return "full";
    const { token: next, hash } = mintToken();
    await tx
      .update(schema.enrolments)
      .set({ status: "enrolled", tokenHash: hash, updatedAt: new Date() })
      .where(eq(schema.enrolments.id, row.id));
    await queueMail(tx, confirmationMail(batch, row, next));
    await queueMail(tx, officeMail(batch, "A waiting learner took a freed seat", row));
    return "taken";
  });
}
