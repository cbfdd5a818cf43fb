import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as schema from "~drizzle/schema";
import { canonicalEmail } from "~/lib/email-address";
import { paths } from "~/lib/paths";
import type { Db } from "~/infra/db.server";
import { sessionIdHash } from "~/infra/session.server";
import { ADMIN_SESSION_MS, USER_SESSION_MS } from "~/services/sessions.server";

/**
 * Data builders: one per domain object of docs/architecture.md's glossary, shared by the unit tests and the browser
 * tests. Each takes a small object of overrides (the schema's own camelCase field names, so that a typo or a removed
 * column fails the type check) on top of defaults that make a valid row, and returns what a test needs of the row it
 * made.
 *
 * They write through drizzle to whichever database they are given (decision record 0067): the unit tests' in-process
 * one (`getDb`, tests/support/unit-db.ts) and, for the browser tests, the harness's database opened directly
 * (`testDb`, tests/support/test-db.ts: the embedded database served over a socket, or PostgreSQL).
 */

/** The database the builders write to, asked for at each write (a browser test's depends on its project). */
export type DbSource = () => Db | Promise<Db>;

type Insert<T extends PgTable> = Partial<T["$inferInsert"]>;

/** A moment `days` before now (for rows that must look old: a delivered training, a stale application). */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

/** The day `days` from today (UTC), as a date column takes it: 'YYYY-MM-DD'. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A moment `hours` before (or, negative, after) now. */
export function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 60 * 60 * 1000);
}

function shortId(): string {
  return randomUUID().replace(/-/g, "").slice(0, 8);
}

/** The table's column for a schema field name; a field the table does not have fails the set-up at once. */
function columnOf(table: PgTable, field: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`builders: ${getTableName(table)} has no field ${field}`);
  return column;
}

/** `field = value and ...` over the fields given (undefined ones left out). */
function matching<T extends PgTable>(table: T, key: Insert<T>): SQL {
  const conditions = Object.entries(key)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => eq(columnOf(table, field), value));
  const where = and(...conditions);
  if (!where || conditions.length === 0) throw new Error("builders: an update needs a key");
  return where;
}

/** `insert into <table> ... returning *`, the row as drizzle reads it. */
async function insertRow<T extends PgTable>(source: DbSource, table: T, values: Insert<T>): Promise<T["$inferSelect"]> {
  const db = await source();
  const rows = (await db
    .insert(table)
    .values(values as T["$inferInsert"])
    .returning()) as unknown as T["$inferSelect"][];
  const [row] = rows;
  if (!row) throw new Error(`builders: no row returned by the insert into ${getTableName(table)}`);
  return row;
}

/**
 * `update <table> set <fields> where <key fields>`: what a test changes behind the app's back (a decision taken on
 * another page, a clock moved). Fails when no row matched, so that a set-up aimed at the wrong row is not silent.
 */
async function updateRows<T extends PgTable>(
  source: DbSource,
  table: T,
  key: Insert<T>,
  values: Insert<T>,
): Promise<T["$inferSelect"][]> {
  if (Object.values(values).every((value) => value === undefined)) throw new Error("builders: an update needs fields");
  const db = await source();
  const rows = (await db
    .update(table)
    .set(values as never)
    .where(matching(table, key))
    .returning()) as unknown as T["$inferSelect"][];
  if (rows.length === 0) throw new Error(`builders: no ${getTableName(table)} row matched ${JSON.stringify(key)}`);
  return rows;
}

/**
 * Moves timestamps of the rows whose key is one of `keys` back by `hours`, in one statement (a job of the app may
 * write the same row at any moment: a read-then-write from the test could undo what the job wrote in between).
 */
async function moveBack<T extends PgTable>(
  source: DbSource,
  table: T,
  keyField: keyof T["$inferSelect"] & string,
  keys: unknown[],
  fields: (keyof T["$inferSelect"] & string)[],
  hours: number,
): Promise<void> {
  const db = await source();
  const set = Object.fromEntries(
    fields.map((field) => [field, sql`${columnOf(table, field)} - ${`${hours} hours`}::interval`]),
  );
  await db
    .update(table)
    .set(set as never)
    .where(inArray(columnOf(table, keyField), keys));
}

export type RequirementBuilt = { id: number; enquiryId: number | null; companyEmail: string; companyPhone: string };

export function builders(db: DbSource) {
  /** A company's enquiry (by default the one behind a posted requirement). */
  async function enquiry(overrides: Insert<typeof schema.enquiries> = {}) {
    const row = await insertRow(db, schema.enquiries, {
      formName: "post-requirement",
      name: "Buyer Co",
      email: `company-${shortId()}@example.com`,
      phone: "9000012345",
      subject: "Cloud training",
      description: "Two days of labs.",
      ...overrides,
    });
    return { id: row.id, email: row.email, phone: row.phone };
  }

  /**
   * A requirement, published by default, with the company's enquiry behind it (`company: null` for one an admin
   * typed in without an enquiry). `title` is the training topic's name the board shows.
   */
  async function requirement({
    title = `Terraform ${shortId()}`,
    details = "Two days of labs.",
    company = {} as Insert<typeof schema.enquiries> | null,
    ...overrides
  }: { title?: string; details?: string; company?: Insert<typeof schema.enquiries> | null } & Insert<
    typeof schema.requirements
  > = {}): Promise<RequirementBuilt> {
    const status = overrides.status ?? "published";
    const location = overrides.deliveryLocation === undefined ? "Online" : overrides.deliveryLocation;
    const source =
      company === null
        ? null
        : await enquiry({ subject: title, description: details, deliveryLocation: location, ...company });
    const row = await insertRow(db, schema.requirements, {
      topic: "Cloud",
      trainingTopicName: title,
      details,
      deliveryLocation: location || null,
      publishedAt: status === "pending" ? undefined : new Date(),
      sourceEnquiryId: source?.id,
      ...overrides,
      status,
    });
    return {
      id: row.id,
      enquiryId: source?.id ?? null,
      companyEmail: source?.email ?? "",
      companyPhone: source?.phone ?? "",
    };
  }

  /** A trainer's saved profile; returns its key, the (lower-cased) email. */
  async function trainerProfile({
    email = `trainer-${shortId()}@example.com`,
    ...overrides
  }: Insert<typeof schema.trainerProfiles> = {}) {
    const alerts = overrides.alertsEnabled === true;
    const row = await insertRow(db, schema.trainerProfiles, {
      name: "Tara Trainer",
      mobileNumbers: ["9845012345"],
      skills: ["Terraform"],
      preferredTrainingMode: "online",
      // As if each section's Save had stored it: its heading reads "Saved".
      savedSections: ["basic", "professional", "additional"],
      alertsCoveredUntil: alerts ? new Date() : undefined,
      ...overrides,
      email: email.toLowerCase(),
    });
    return { email: row.email };
  }

  /** A trainer's application to a requirement, sent by default. */
  async function application({
    requirementId,
    trainerEmail = `trainer-${shortId()}@example.com`,
    ...overrides
  }: { requirementId: number; trainerEmail?: string } & Insert<typeof schema.applications>) {
    const row = await insertRow(db, schema.applications, {
      mobileNumber: "9845012345",
      status: "sent",
      ...overrides,
      requirementId,
      trainerEmail: trainerEmail.toLowerCase(),
    });
    return { id: row.id };
  }

  /** A verified review of a trainer, as the review link would store it. */
  async function review(overrides: Insert<typeof schema.reviews> = {}) {
    const row = await insertRow(db, schema.reviews, {
      trainingTopic: "Terraform for platform teams",
      rating: 5,
      body: "Clear, patient, hands-on.",
      repliedAt: overrides.reply ? new Date() : undefined,
      ...overrides,
    });
    return { id: row.id };
  }

  /** A training vendor, approved by default (as listed on /vendors). */
  async function vendor(overrides: Insert<typeof schema.vendors> = {}) {
    const website = overrides.website ?? `https://vendor-${shortId()}.example.com`;
    const row = await insertRow(db, schema.vendors, {
      name: `Vendor ${shortId()}`,
      description: "Courses for engineering teams.",
      status: "approved",
      normalizedWebsite: website
        .replace(/^https?:\/\//, "")
        .replace(/^www\./, "")
        .replace(/\/+$/, "")
        .toLowerCase(),
      ...overrides,
      website,
    });
    return { id: row.id, name: row.name, website: row.website };
  }

  /** A user's rating of a vendor, approved by default. */
  async function rating({ vendorId, ...overrides }: { vendorId: number } & Insert<typeof schema.vendorRatings>) {
    const row = await insertRow(db, schema.vendorRatings, {
      userEmail: `rater-${shortId()}@example.com`,
      rating: 4,
      status: "approved",
      ...overrides,
      vendorId,
    });
    return { id: row.id };
  }

  /** A working manage link to the requirement (only its token's hash stored, as a mail would carry it). */
  async function manageLink(requirementId: number) {
    const token = randomBytes(32).toString("base64url");
    await insertRow(db, schema.requirementManageLinks, {
      tokenHash: createHash("sha256").update(token).digest("hex"),
      requirementId,
    });
    return { token, path: paths.requirementManage(token) };
  }

  /** A working review link for an engagement, as the review-link job would mail it (only its token's hash stored). */
  async function reviewLink(applicationId: number) {
    const token = randomBytes(32).toString("base64url");
    await insertRow(db, schema.reviewLinks, {
      applicationId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60 * 24 * 60 * 60_000),
    });
    return { token, path: paths.reviewNew(token) };
  }

  /** The requirement's manage links are gone (deleted rows, not revoked ones): every token of it opens nothing. */
  async function removeManageLinks(requirementId: number) {
    await (
      await db()
    )
      .delete(schema.requirementManageLinks)
      .where(eq(schema.requirementManageLinks.requirementId, requirementId));
  }

  /** A trainer's stored CV file (a one-byte PDF unless told otherwise). */
  async function trainerCv({
    trainerEmail,
    ...overrides
  }: { trainerEmail: string } & Insert<typeof schema.trainerCvs>) {
    const row = await insertRow(db, schema.trainerCvs, {
      fileName: "cv.pdf",
      fileType: "pdf",
      sizeBytes: 1,
      content: Uint8Array.of(0),
      ...overrides,
      trainerEmail: trainerEmail.toLowerCase(),
    });
    return { trainerEmail: row.trainerEmail };
  }

  /** A mail in the outbox, pending by default (the worker sends it when an SMTP server is set). */
  async function outboxMail({
    to = `someone-${shortId()}@example.com`,
    ...overrides
  }: { to?: string } & Insert<typeof schema.outbox> = {}) {
    const row = await insertRow(db, schema.outbox, {
      subject: "A mail",
      textBody: "The mail's text.",
      ...overrides,
      toAddress: to,
    });
    return { id: row.id };
  }

  /** A file attached to an outbox mail (its bytes as the mail would carry them). */
  async function outboxAttachment({
    outboxId,
    fileName = "cv.pdf",
    contentType = "application/pdf",
    content = Buffer.from("%PDF-1.4"),
  }: {
    outboxId: number;
    fileName?: string;
    contentType?: string;
    content?: Buffer;
  }) {
    await insertRow(db, schema.outboxAttachments, { outboxId, fileName, contentType, content });
  }

  /** A course of the catalogue, listed by default (`archivedAt` set: its page answers 410). */
  async function course(overrides: Insert<typeof schema.courses> = {}) {
    const slug = overrides.slug ?? `course-${shortId()}`;
    const row = await insertRow(db, schema.courses, {
      title: slug,
      category: "Cloud",
      priceUsd: 100,
      lessons: 10,
      hours: 20,
      summary: "A course of the tests' own.",
      outline: "What it teaches",
      trainer: "Tara Trainer",
      ...overrides,
      slug,
    });
    return { id: row.id, slug: row.slug };
  }

  /** The id of the catalogue's course with this slug (a seeded one: `kubernetes`, `splunk`, ...). */
  async function courseId(slug: string): Promise<number> {
    const [row] = await (
      await db()
    )
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .where(eq(schema.courses.slug, slug));
    if (!row) throw new Error(`builders: no course ${slug}`);
    return row.id;
  }

  /**
   * A batch of the course with slug `course`: by default an evening hybrid batch in Pune, five seats, forty days from
   * now, on Tuesdays to Saturdays.
   */
  async function batch({ course: slug, ...overrides }: { course: string } & Insert<typeof schema.batches>) {
    const startsOn = overrides.startsOn ?? dayFromNow(40);
    const row = await insertRow(db, schema.batches, {
      endsOn: startsOn,
      classDays: 62,
      startsAt: "19:00",
      endsAt: "21:00",
      mode: "hybrid",
      city: "Pune",
      seatsTotal: 5,
      ...overrides,
      startsOn,
      courseId: await courseId(slug),
    });
    return { id: row.id };
  }

  /** A learner's enrolment in a batch, enrolled by default (it does not take a seat: a test sets `seatsTaken`). */
  async function enrolment({
    batchId,
    email = `learner-${shortId()}@example.com`,
    ...overrides
  }: { batchId: number; email?: string } & Insert<typeof schema.enrolments>) {
    const row = await insertRow(db, schema.enrolments, {
      name: "Lena Learner",
      emailCanonical: canonicalEmail(email),
      mobile: "9876543210",
      status: "enrolled",
      ...overrides,
      batchId,
      email,
    });
    return { id: row.id };
  }

  /**
   * A signed-in session, as sign-in starts it (services/sessions.server.ts `startSession`): a sessions row under the
   * hash of a fresh id, an administrator's for hours, anyone else's for days. Returns the id, which the session
   * cookie carries (tests/support/session.ts signs it).
   */
  async function session({
    email,
    name = "Test User",
    admin = false,
  }: {
    email: string;
    name?: string;
    admin?: boolean;
  }): Promise<{ id: string }> {
    const id = randomBytes(32).toString("base64url");
    await insertRow(db, schema.sessions, {
      idHash: sessionIdHash(id),
      email: email.toLowerCase(),
      name,
      picture: null,
      expiresAt: new Date(Date.now() + (admin ? ADMIN_SESSION_MS : USER_SESSION_MS)),
    });
    return { id };
  }

  /**
   * Changes to stored rows that happen elsewhere than the page under test: a decision taken on the company's page, an
   * admin's edit, a clock moved back (`hoursAgo`, `daysAgo`). Each names its row by its key and fails when none matched.
   */
  const update = {
    requirement: (id: number, values: Insert<typeof schema.requirements>) =>
      updateRows(db, schema.requirements, { id }, values),
    application: (id: number, values: Insert<typeof schema.applications>) =>
      updateRows(db, schema.applications, { id }, values),
    /** The trainer's application to the requirement (one per trainer and requirement). */
    applicationTo: (requirementId: number, trainerEmail: string, values: Insert<typeof schema.applications>) =>
      updateRows(db, schema.applications, { requirementId, trainerEmail: trainerEmail.toLowerCase() }, values),
    trainerProfile: (email: string, values: Insert<typeof schema.trainerProfiles>) =>
      updateRows(db, schema.trainerProfiles, { email: email.toLowerCase() }, values),
    outboxMail: (id: number, values: Insert<typeof schema.outbox>) => updateRows(db, schema.outbox, { id }, values),
    batch: (id: number, values: Insert<typeof schema.batches>) => updateRows(db, schema.batches, { id }, values),
    /** The requirements were published `hours` earlier than they were. */
    publishedEarlier: (requirementIds: number[], hours: number) =>
      moveBack(db, schema.requirements, "id", requirementIds, ["publishedAt"], hours),
    /** The trainers' alert digests were last covered and sent `hours` earlier than they were. */
    alertsEarlier: (trainerEmails: string[], hours: number) =>
      moveBack(
        db,
        schema.trainerProfiles,
        "email",
        trainerEmails.map((email) => email.toLowerCase()),
        ["alertsCoveredUntil", "alertsLastSentAt"],
        hours,
      ),
  };

  return {
    enquiry,
    requirement,
    trainerProfile,
    application,
    review,
    vendor,
    rating,
    manageLink,
    reviewLink,
    removeManageLinks,
    trainerCv,
    outboxMail,
    outboxAttachment,
    course,
    courseId,
    batch,
    enrolment,
    session,
    update,
  };
}

export type Builders = ReturnType<typeof builders>;
