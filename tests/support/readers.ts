import { and, asc, eq, getTableColumns, getTableName, inArray, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as schema from "~drizzle/schema";
import type { DbSource } from "./builders";

/**
 * Data readers: "the row in the database", one per domain object of docs/architecture.md's glossary, for the checks
 * of the unit tests and the browser tests (the builders of tests/support/builders.ts make the rows; these read them
 * back). Each selects by the schema's own camelCase field names and answers rows as drizzle types them
 * (`$inferSelect`: timestamps as Date, a numeric(mode number) as number, a date(mode string) as 'YYYY-MM-DD'), so that
 * a check reads like the product (`read.applications({ requirementId })`) and a renamed or removed column fails the
 * type check instead of a query at run time. Like the builders they read through drizzle from the database they are
 * given (decision record 0067).
 */

/** A stored row as a reader answers it: the schema's fields with drizzle's own types (`$inferSelect`). */
export type Stored<T extends PgTable> = T["$inferSelect"];

/** Equality on fields: a value, `null` (is null) or a list of values (any of them). */
export type Where<T extends PgTable> = {
  [K in keyof T["$inferSelect"]]?: T["$inferSelect"][K] | T["$inferSelect"][K][];
};

/**
 * `select * from <table> where <field> = ... order by id`. Only equality: a check that needs more (a count, a date
 * difference) is written in the test on the rows.
 */
export async function selectRows<T extends PgTable>(source: DbSource, table: T, where: Where<T>): Promise<Stored<T>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(where)) {
    if (value === undefined) continue;
    const column = columns[field];
    if (!column) throw new Error(`readers: ${getTableName(table)} has no field ${field}`);
    conditions.push(
      value === null ? isNull(column) : Array.isArray(value) ? inArray(column, value) : eq(column, value),
    );
  }
  const db = await source();
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
  const rows = columns.id ? await query.orderBy(asc(columns.id)) : await query;
  return rows as Stored<T>[];
}

/** The fields `keys` of each row, in order: for a check of exactly what was stored (`toEqual([{ status: "sent" }])`). */
export function pick<R extends Record<string, unknown>, K extends keyof R>(rows: R[], ...keys: K[]): Pick<R, K>[] {
  return rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>);
}

export function readers(db: DbSource) {
  const rows =
    <T extends PgTable>(table: T) =>
    (where: Where<T>) =>
      selectRows(db, table, where);
  const one =
    <T extends PgTable>(table: T) =>
    async (where: Where<T>): Promise<Stored<T> | undefined> =>
      (await selectRows(db, table, where))[0];

  return {
    /** A company's enquiries (contact, workshop, post-requirement forms). */
    enquiries: rows(schema.enquiries),
    /** The requirement with this id (undefined when there is none). */
    requirement: (id: number) => one(schema.requirements)({ id }),
    requirements: rows(schema.requirements),
    /** The requirement a company posted from the enquiry form with this e-mail address. */
    async requirementPostedBy(companyEmail: string) {
      const [enquiry] = await selectRows(db, schema.enquiries, { email: companyEmail, formName: "post-requirement" });
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
      selectRows(db, schema.outbox, { ...where, toAddress: to }),
    outboxMail: (id: number) => one(schema.outbox)({ id }),
    /** Files attached to outbox mails (copied in when the mail was queued). */
    outboxAttachments: rows(schema.outboxAttachments),
    /** The back office's audit trail. */
    auditLog: rows(schema.auditLog),
    /** Signed-in sessions (only their name and e-mail tell who). */
    sessions: rows(schema.sessions),
    /** The course catalogue, its batches and their enrolments. */
    courses: rows(schema.courses),
    batches: rows(schema.batches),
    enrolments: rows(schema.enrolments),
  };
}

export type Readers = ReturnType<typeof readers>;

/** Whole days from `from` to `to` (stored timestamps), rounded. */
export function daysBetween(from: Date | null, to: Date | null): number {
  if (from === null || to === null) throw new Error("daysBetween: a timestamp is not set");
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}
