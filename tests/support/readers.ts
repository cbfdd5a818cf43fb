import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import * as schema from "~drizzle/schema";
import type { Sql } from "./builders";

/**
 * Data readers (issue 26): "the row in the database", one per domain object of docs/architecture.md's glossary, for
 * the checks of the unit tests and the browser tests (the builders of tests/support/builders.ts make the rows; these
 * read them back). Each selects by the schema's own camelCase field names and answers rows keyed by them, so that a
 * check reads like the product (`read.applications({ requirementId })`) and a renamed or removed column fails the
 * type check instead of a query at run time.
 *
 * Like the builders they run against any `Sql` (the unit tests' in-process database, the browser tests' server
 * through the control server's SQL, where a row travels as JSON); either way a row comes back typed as drizzle types
 * it (`$inferSelect`: timestamps as Date, a numeric(mode number) as number, a date(mode string) as 'YYYY-MM-DD').
 */

/** A stored row as a reader answers it: the schema's fields with drizzle's own types (`$inferSelect`). */
export type Stored<T extends Table> = T["$inferSelect"];

/** Equality on fields: a value, `null` (is null) or a list of values (any of them). */
export type Where<T extends Table> = { [K in keyof T["$inferSelect"]]?: T["$inferSelect"][K] | T["$inferSelect"][K][] };

type Column = { name: string; columnType: string };

/** Types whose driver value differs between the clients (PGlite, postgres.js, JSON over the control server). */
const AS_TEXT = new Set(["PgDateString", "PgDate", "PgNumeric", "PgNumericNumber", "PgNumericBigInt"]);

/** A driver value as drizzle's select type has it, whichever client read it. */
function fromDriver(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.columnType) {
    case "PgTimestamp":
    case "PgDate":
      return value instanceof Date ? value : new Date(String(value));
    case "PgNumericNumber":
      return Number(value);
    case "PgNumericBigInt":
      return BigInt(String(value));
    default:
      return value;
  }
}

/**
 * `select * from <table> where <field> = ... order by id`, with each row keyed and typed by the schema's fields (dates
 * and numbers read as text, then typed as drizzle types them, so that PGlite, PostgreSQL and the JSON of the control
 * server answer the same). Only equality: a check that needs more (a count, a date difference) is written in the test
 * on the rows.
 */
export async function selectRows<T extends Table>(sql: Sql, table: T, where: Where<T>): Promise<Stored<T>[]> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`readers: ${getTableName(table)} has no field ${key}`);
    if (value === null) {
      conditions.push(`${column.name} is null`);
      continue;
    }
    params.push(value instanceof Date ? value.toISOString() : value);
    conditions.push(
      Array.isArray(value) ? `${column.name} = any($${params.length})` : `${column.name} = $${params.length}`,
    );
  }
  const fields = Object.entries(columns);
  const select = fields
    .map(([field, column]) => `${column.name}${AS_TEXT.has(column.columnType) ? "::text" : ""} as "${field}"`)
    .join(", ");
  const filter = conditions.length ? ` where ${conditions.join(" and ")}` : "";
  const order = "id" in columns ? " order by id" : "";
  const rows = await sql<Record<string, unknown>>(
    `select ${select} from ${getTableName(table)}${filter}${order}`,
    params,
  );
  return rows.map(
    (row) => Object.fromEntries(fields.map(([field, column]) => [field, fromDriver(column, row[field])])) as Stored<T>,
  );
}

/** The fields `keys` of each row, in order: for a check of exactly what was stored (`toEqual([{ status: "sent" }])`). */
export function pick<R extends Record<string, unknown>, K extends keyof R>(rows: R[], ...keys: K[]): Pick<R, K>[] {
  return rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>);
}

export function readers(sql: Sql) {
  const rows =
    <T extends Table>(table: T) =>
    (where: Where<T>) =>
      selectRows(sql, table, where);
  const one =
    <T extends Table>(table: T) =>
    async (where: Where<T>): Promise<Stored<T> | undefined> =>
      (await selectRows(sql, table, where))[0];

  return {
    /** A company's enquiries (contact, workshop, post-requirement forms). */
    enquiries: rows(schema.enquiries),
    /** The requirement with this id (undefined when there is none). */
    requirement: (id: number) => one(schema.requirements)({ id }),
    requirements: rows(schema.requirements),
    /** The requirement a company posted from the enquiry form with this e-mail address. */
    async requirementPostedBy(companyEmail: string) {
      const [enquiry] = await selectRows(sql, schema.enquiries, { email: companyEmail, formName: "post-requirement" });
      if (!enquiry) return undefined;
      return one(schema.requirements)({ sourceEnquiryId: enquiry.id });
    },
    manageLinks: rows(schema.requirementManageLinks),
    /** The trainer profile saved under this e-mail address (lower-cased, as stored). */
    trainerProfile: (email: string) => one(schema.trainerProfiles)({ email: email.toLowerCase() }),
    trainerProfiles: rows(schema.trainerProfiles),
    trainerCvs: rows(schema.trainerCvs),
    trainerPhotos: rows(schema.trainerPhotos),
    application: (id: number) => one(schema.applications)({ id }),
    applications: rows(schema.applications),
    reviewLinks: rows(schema.reviewLinks),
    reviews: rows(schema.reviews),
    invitations: rows(schema.invitations),
    vendor: (id: number) => one(schema.vendors)({ id }),
    vendors: rows(schema.vendors),
    ratings: rows(schema.vendorRatings),
    /** Mails in the outbox; `to` is the address as the app stored it (to_address). */
    outboxMails: ({ to, ...where }: { to?: string } & Where<typeof schema.outbox>) =>
      selectRows(sql, schema.outbox, { ...where, toAddress: to }),
    outboxMail: (id: number) => one(schema.outbox)({ id }),
    /** Files attached to outbox mails (copied in when the mail was queued). */
    outboxAttachments: rows(schema.outboxAttachments),
    /** The back office's audit trail. */
    auditLog: rows(schema.auditLog),
    /** Signed-in sessions (only their name and e-mail tell who). */
    sessions: rows(schema.sessions),
  };
}

export type Readers = ReturnType<typeof readers>;

/** Whole days from `from` to `to` (stored timestamps), rounded. */
export function daysBetween(from: Date | null, to: Date | null): number {
  if (from === null || to === null) throw new Error("daysBetween: a timestamp is not set");
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}
