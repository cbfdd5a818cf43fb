import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { FORM_DRAFT_MAX_BYTES, FORM_DRAFT_TTL_MS, type FormDraftKey, type FormDraftValues } from "~/lib/form-drafts";
import { getDb, schema } from "~/infra/db.server";

/**
 * Form drafts (decision record 0038): what a signed-out visitor typed into a form that needs sign-in, kept while
 * they sign in. The id is the only thing the browser holds (in a signed cookie); the table keeps its SHA-256, so
 * a copy of the table cannot be turned back into cookies.
 */

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

export class FormDraftTooLargeError extends Error {
  constructor() {
    super(`A form draft may hold at most ${FORM_DRAFT_MAX_BYTES} bytes.`);
  }
}

/** The bytes a draft takes as stored (its JSON), the measure of the size limit. */
export function formDraftBytes(values: FormDraftValues): number {
  return Buffer.byteLength(JSON.stringify(values), "utf8");
}

/**
 * What the whole store may hold (decision record 0058): each client is rate-limited, but many clients could still
 * fill the table (16 KB a draft for 30 minutes). Past either bound the oldest drafts are dropped first, with a log
 * line; a dropped draft's form comes back empty after its sign-in, as if the draft had expired. Bytes are measured as
 * stored (`pg_column_size`, what the table really holds, without reading the values back).
 */
export type FormDraftStoreCap = { maxRows: number; maxBytes: number };
export const FORM_DRAFT_STORE_CAP: FormDraftStoreCap = { maxRows: 5000, maxBytes: 32 * 1024 * 1024 };

/** The store's rows and bytes as stored (the measure of FORM_DRAFT_STORE_CAP). */
export async function formDraftStoreSize(): Promise<{ rows: number; bytes: number }> {
  const db = await getDb();
  const [size] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(pg_column_size(${schema.formDrafts.values})), 0)::bigint`,
    })
    .from(schema.formDrafts);
  return { rows: Number(size?.rows ?? 0), bytes: Number(size?.bytes ?? 0) };
}

/** Drops the oldest drafts past the cap, counting from the newest; logs how many. */
async function keepWithinCap(cap: FormDraftStoreCap): Promise<void> {
  const db = await getDb();
  const t = schema.formDrafts;
  const dropped = await db
    .delete(t)
    .where(
      sql`${t.idHash} in (
        select id_hash from (
          select ${t.idHash} as id_hash,
            count(*) over newest as rows_so_far,
            sum(pg_column_size(${t.values})) over newest as bytes_so_far
          from ${t}
          window newest as (order by ${t.createdAt} desc, ${t.idHash} desc)
        ) as ranked
        where rows_so_far > ${cap.maxRows} or bytes_so_far > ${cap.maxBytes}
      )`,
    )
    .returning({ idHash: t.idHash });
  const count = dropped.length;
  if (count > 0) {
    console.warn(
      `[form-drafts] the store was full (${cap.maxRows} drafts or ${cap.maxBytes} bytes): dropped the ${count} oldest`,
    );
  }
}

/**
 * Keeps a draft of `form` to be restored on `path`, and returns its id; a larger draft than the limit is refused.
 * `replaces` (the id the browser already holds) is deleted, so one browser has one draft at a time. Expired
 * drafts are pruned here, when someone is about to sign in, so the table stays small; past the store's cap the
 * oldest go too.
 */
export async function saveFormDraft(
  draft: { form: FormDraftKey; path: string; values: FormDraftValues; replaces?: string | null },
  now = new Date(),
  cap: FormDraftStoreCap = FORM_DRAFT_STORE_CAP,
): Promise<string> {
  if (formDraftBytes(draft.values) > FORM_DRAFT_MAX_BYTES) throw new FormDraftTooLargeError();
  const id = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.delete(schema.formDrafts).where(lte(schema.formDrafts.expiresAt, now));
  if (draft.replaces) await db.delete(schema.formDrafts).where(eq(schema.formDrafts.idHash, hashOf(draft.replaces)));
  await db.insert(schema.formDrafts).values({
    idHash: hashOf(id),
    form: draft.form,
    path: draft.path,
    values: draft.values,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FORM_DRAFT_TTL_MS),
  });
  await keepWithinCap(cap);
  return id;
}

/**
 * The draft's values when it is a live draft of `form`, deleting it: the trainer profile's form draft becomes its
 * profile draft once. A draft of another form is left for that form; an unknown or expired id gives null.
 */
export async function takeFormDraft(id: string, form: FormDraftKey, now = new Date()): Promise<FormDraftValues | null> {
  const db = await getDb();
  const [row] = await db
    .delete(schema.formDrafts)
    .where(liveDraftOf(id, form, now))
    .returning({ values: schema.formDrafts.values });
  return row?.values ?? null;
}

/**
 * The draft's values when it is a live draft of `form`, left in place: a restored draft stays until its form is
 * sent, the person signs out or it expires (docs/product.md, "Nothing typed is lost"), so a reload shows it again.
 */
export async function readFormDraft(id: string, form: FormDraftKey, now = new Date()): Promise<FormDraftValues | null> {
  const db = await getDb();
  const [row] = await db
    .select({ values: schema.formDrafts.values })
    .from(schema.formDrafts)
    .where(liveDraftOf(id, form, now));
  return row?.values ?? null;
}

/** Forgets the draft when it is one of `form` (its form was sent); whether there was one. */
export async function deleteFormDraftOf(id: string, form: FormDraftKey): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(schema.formDrafts)
    .where(and(eq(schema.formDrafts.idHash, hashOf(id)), eq(schema.formDrafts.form, form)))
    .returning({ form: schema.formDrafts.form });
  return rows.length > 0;
}

const liveDraftOf = (id: string, form: FormDraftKey, now: Date) =>
  and(eq(schema.formDrafts.idHash, hashOf(id)), eq(schema.formDrafts.form, form), gt(schema.formDrafts.expiresAt, now));

/** Forgets a draft (sign-out: the next person on the browser never sees it). */
export async function deleteFormDraft(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.formDrafts).where(eq(schema.formDrafts.idHash, hashOf(id)));
}
