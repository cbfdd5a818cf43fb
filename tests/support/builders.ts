import { createHash, randomBytes, randomUUID } from "node:crypto";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import * as schema from "~drizzle/schema";
import { paths } from "~/lib/paths";

/**
 * Data builders (issue 26): one per domain object of docs/architecture.md's glossary, shared by the unit tests and
 * the browser tests. Each takes a small object of overrides (the schema's own camelCase field names, so that a
 * typo or a removed column fails the type check) on top of defaults that make a valid row, and returns what a
 * test needs of the row it made.
 *
 * They run against any `Sql`: the unit tests' in-process database (`unitBuilders`, through `rawQuery`) and the
 * browser tests' server (`build` in tests/support/fixtures.ts, through the test control server's SQL). Plain
 * SQL with parameters, not drizzle's query builder, because the browser side only has SQL over HTTP.
 */

/** Runs one parameterised statement and returns its rows. */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

type Insert<T extends Table> = Partial<T["$inferInsert"]>;

/** A moment `days` before now (for rows that must look old: a delivered training, a stale application). */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

/** A moment `hours` before (or, negative, after) now. */
export function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 60 * 60 * 1000);
}

function shortId(): string {
  return randomUUID().replace(/-/g, "").slice(0, 8);
}

/**
 * `insert into <table> (<columns>) values (...) returning *` from the schema's field names: jsonb values are sent as
 * JSON text (the column's type makes the database parse them), dates as ISO strings (the control server's SQL
 * travels as JSON).
 */
async function insertRow<T extends Table>(sql: Sql, table: T, values: Insert<T>): Promise<Record<string, unknown>> {
  const { names, params } = columnValues(table, values);
  const placeholders = params.map((_, i) => `$${i + 1}`).join(", ");
  const [row] = await sql<Record<string, unknown>>(
    `insert into ${getTableName(table)} (${names.join(", ")}) values (${placeholders}) returning *`,
    params,
  );
  if (!row) throw new Error(`builders: no row returned by the insert into ${getTableName(table)}`);
  return row;
}

/** Serialises values as insertRow does: jsonb as JSON text, dates as ISO strings. */
function columnValues<T extends Table>(table: T, values: Insert<T>): { names: string[]; params: unknown[] } {
  const columns = getTableColumns(table) as Record<string, { name: string; columnType: string }>;
  const names: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`builders: ${getTableName(table)} has no field ${key}`);
    names.push(column.name);
    params.push(
      column.columnType === "PgJsonb" ? JSON.stringify(value) : value instanceof Date ? value.toISOString() : value,
    );
  }
  return { names, params };
}

/**
 * `update <table> set <fields> where <key field> = <key>`: what a test changes behind the app's back (a decision taken
 * on another page, a clock moved). Fails when no row matched, so that a set-up aimed at the wrong row is not silent.
 */
async function updateRows<T extends Table>(
  sql: Sql,
  table: T,
  key: Insert<T>,
  values: Insert<T>,
): Promise<Record<string, unknown>[]> {
  const set = columnValues(table, values);
  const where = columnValues(table, key);
  if (set.names.length === 0 || where.names.length === 0) throw new Error("builders: an update needs fields and a key");
  const assignments = set.names.map((name, i) => `${name} = $${i + 1}`);
  const conditions = where.names.map((name, i) => `${name} = $${set.params.length + i + 1}`);
  const rows = await sql<Record<string, unknown>>(
    `update ${getTableName(table)} set ${assignments.join(", ")} where ${conditions.join(" and ")} returning *`,
    [...set.params, ...where.params],
  );
  if (rows.length === 0) throw new Error(`builders: no ${getTableName(table)} row matched ${JSON.stringify(key)}`);
  return rows;
}

/**
 * Moves timestamps of the rows whose key is one of `keys` back by `hours`, in one statement (a job of the app may
 * write the same row at any moment: a read-then-write from the test could undo what the job wrote in between).
 */
async function moveBack<T extends Table>(
  sql: Sql,
  table: T,
  keyField: keyof T["$inferSelect"] & string,
  keys: unknown[],
  fields: (keyof T["$inferSelect"] & string)[],
  hours: number,
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const name = (field: string) => {
    const column = columns[field];
    if (!column) throw new Error(`builders: ${getTableName(table)} has no field ${field}`);
    return column.name;
  };
  const assignments = fields.map((field) => `${name(field)} = ${name(field)} - $2::interval`);
  await sql(`update ${getTableName(table)} set ${assignments.join(", ")} where ${name(keyField)} = any($1)`, [
    keys,
    `${hours} hours`,
  ]);
}

export type RequirementBuilt = { id: number; enquiryId: number | null; companyEmail: string; companyPhone: string };

export function builders(sql: Sql) {
  /** A company's enquiry (by default the one behind a posted requirement). */
  async function enquiry(overrides: Insert<typeof schema.enquiries> = {}) {
    const row = await insertRow(sql, schema.enquiries, {
      formName: "post-requirement",
      name: "Buyer Co",
      email: `company-${shortId()}@example.com`,
      phone: "9000012345",
      subject: "Cloud training",
      description: "Two days of labs.",
      ...overrides,
    });
    return { id: row.id as number, email: row.email as string, phone: row.phone as string };
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
    const row = await insertRow(sql, schema.requirements, {
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
      id: row.id as number,
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
    const row = await insertRow(sql, schema.trainerProfiles, {
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
    return { email: row.email as string };
  }

  /** A trainer's application to a requirement, sent by default. */
  async function application({
    requirementId,
    trainerEmail = `trainer-${shortId()}@example.com`,
    ...overrides
  }: { requirementId: number; trainerEmail?: string } & Insert<typeof schema.applications>) {
    const row = await insertRow(sql, schema.applications, {
      mobileNumber: "9845012345",
      status: "sent",
      ...overrides,
      requirementId,
      trainerEmail: trainerEmail.toLowerCase(),
    });
    return { id: row.id as number };
  }

  /** A verified review of a trainer, as the review link would store it. */
  async function review(overrides: Insert<typeof schema.reviews> = {}) {
    const row = await insertRow(sql, schema.reviews, {
      trainingTopic: "Terraform for platform teams",
      rating: 5,
      body: "Clear, patient, hands-on.",
      repliedAt: overrides.reply ? new Date() : undefined,
      ...overrides,
    });
    return { id: row.id as number };
  }

  /** A training vendor, approved by default (as listed on /vendors). */
  async function vendor(overrides: Insert<typeof schema.vendors> = {}) {
    const website = overrides.website ?? `https://vendor-${shortId()}.example.com`;
    const row = await insertRow(sql, schema.vendors, {
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
    return { id: row.id as number, name: row.name as string, website: row.website as string };
  }

  /** A user's rating of a vendor, approved by default. */
  async function rating({ vendorId, ...overrides }: { vendorId: number } & Insert<typeof schema.vendorRatings>) {
    const row = await insertRow(sql, schema.vendorRatings, {
      userEmail: `rater-${shortId()}@example.com`,
      rating: 4,
      status: "approved",
      ...overrides,
      vendorId,
    });
    return { id: row.id as number };
  }

  /** A working manage link to the requirement (only its token's hash stored, as a mail would carry it). */
  async function manageLink(requirementId: number) {
    const token = randomBytes(32).toString("base64url");
    await insertRow(sql, schema.requirementManageLinks, {
      tokenHash: createHash("sha256").update(token).digest("hex"),
      requirementId,
    });
    return { token, path: paths.requirementManage(token) };
  }

  /** A working review link for an engagement, as the review-link job would mail it (only its token's hash stored). */
  async function reviewLink(applicationId: number) {
    const token = randomBytes(32).toString("base64url");
    await insertRow(sql, schema.reviewLinks, {
      applicationId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60 * 24 * 60 * 60_000),
    });
    return { token, path: paths.reviewNew(token) };
  }

  /** The requirement's manage links are gone (deleted rows, not revoked ones): every token of it opens nothing. */
  async function removeManageLinks(requirementId: number) {
    await sql("delete from requirement_manage_links where requirement_id = $1", [requirementId]);
  }

  /** A trainer's stored CV file (a one-byte PDF unless told otherwise). */
  async function trainerCv({
    trainerEmail,
    ...overrides
  }: { trainerEmail: string } & Insert<typeof schema.trainerCvs>) {
    await sql(
      `insert into trainer_cvs (trainer_email, file_name, file_type, size_bytes, content)
       values ($1, $2, $3, 1, '\\x00')`,
      [trainerEmail.toLowerCase(), overrides.fileName ?? "cv.pdf", overrides.fileType ?? "pdf"],
    );
    return { trainerEmail: trainerEmail.toLowerCase() };
  }

  /** A mail in the outbox, pending by default (the worker sends it when an SMTP server is set). */
  async function outboxMail({
    to = `someone-${shortId()}@example.com`,
    ...overrides
  }: { to?: string } & Insert<typeof schema.outbox> = {}) {
    const row = await insertRow(sql, schema.outbox, {
      subject: "A mail",
      textBody: "The mail's text.",
      ...overrides,
      toAddress: to,
    });
    return { id: row.id as number };
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
    // bytea travels as hex text (the control server's SQL is JSON).
    await sql(
      `insert into outbox_attachments (outbox_id, file_name, content_type, content) values ($1, $2, $3, decode($4, 'hex'))`,
      [outboxId, fileName, contentType, content.toString("hex")],
    );
  }

  /**
   * Changes to stored rows that happen elsewhere than the page under test: a decision taken on the company's page, an
   * admin's edit, a clock moved back (`hoursAgo`, `daysAgo`). Each names its row by its key and fails when none matched.
   */
  const update = {
    requirement: (id: number, values: Insert<typeof schema.requirements>) =>
      updateRows(sql, schema.requirements, { id }, values),
    application: (id: number, values: Insert<typeof schema.applications>) =>
      updateRows(sql, schema.applications, { id }, values),
    /** The trainer's application to the requirement (one per trainer and requirement). */
    applicationTo: (requirementId: number, trainerEmail: string, values: Insert<typeof schema.applications>) =>
      updateRows(sql, schema.applications, { requirementId, trainerEmail: trainerEmail.toLowerCase() }, values),
    trainerProfile: (email: string, values: Insert<typeof schema.trainerProfiles>) =>
      updateRows(sql, schema.trainerProfiles, { email: email.toLowerCase() }, values),
    outboxMail: (id: number, values: Insert<typeof schema.outbox>) => updateRows(sql, schema.outbox, { id }, values),
    /** The requirements were published `hours` earlier than they were. */
    publishedEarlier: (requirementIds: number[], hours: number) =>
      moveBack(sql, schema.requirements, "id", requirementIds, ["publishedAt"], hours),
    /** The trainers' alert digests were last covered and sent `hours` earlier than they were. */
    alertsEarlier: (trainerEmails: string[], hours: number) =>
      moveBack(
        sql,
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
    update,
  };
}

export type Builders = ReturnType<typeof builders>;
