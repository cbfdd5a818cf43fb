import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { createLeadSearch, formatPostedOn, tokensOf, type BoardLead } from "~/lib/requirement-matching";
import { mapInSlices, refreshingCache } from "~/server/infra/refreshing-cache.server";
import { recordAdminAction } from "./audit.server";
import { listVersion } from "./list-versions.server";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import type { LeadStatus } from "~drizzle/schema";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/plain-text";

/**
 * Training requirements (leads). The board, the leads JSON feed and /for-trainers read the published ones
 * through a list cache rebuilt in the background (docs/decisions/0022): at most 5 seconds old
 * (docs/product.md section 9), with the board's Fuse index ready, so that a search on thousands of leads
 * costs one lookup and a visitor never waits for the list to be read. A write that changes which leads
 * are published, or what they say, calls `invalidateLeadCache()`.
 */

const DAY_MS = 24 * 60 * 60_000;
type PublishedLeads = { leads: BoardLead[]; search: (query: string) => BoardLead[] };

/** What each lead's card and search need, kept from one rebuild to the next: leads rarely change. */
type Derived = { details: string; postedAtMs: number; postedOn: string; tokens: string[] };
let derivedById = new Map<number, Derived>();

type LeadRow = [
  id: number,
  topic: string,
  trainingTopicName: string,
  leadDetails: string,
  postedAtMs: number,
  deliveryLocation: string,
];

/**
 * Leads per query: each page of published leads crosses from the database as one JSON text (one value,
 * not 5,000 rows to decode), and a page is small enough that a request's own queries never wait long
 * behind it on the embedded database, which runs on the same thread.
 */
const LEADS_PER_QUERY = 1000;

/** The last rows read and the list made of them. */
let lastRead: { rows: LeadRow[]; result: PublishedLeads } | undefined;

/** The published leads, newest first. */
async function readPublishedLeads(): Promise<PublishedLeads> {
  const db = await getDb();
  const rows: LeadRow[] = [];
  for (let after = 0; ;) {
    if (after > 0) await nextTurn();
    const page = db
      .select({
        id: schema.leads.id,
        row: sql`json_build_array(${schema.leads.id}, ${schema.leads.topic}, ${schema.leads.trainingTopicName},
          ${schema.leads.leadDetails}, floor(extract(epoch from ${schema.leads.postedAt}) * 1000),
          coalesce(${schema.leads.deliveryLocation}, ''))`.as("row"),
      })
      .from(schema.leads)
      .where(and(eq(schema.leads.status, "published"), gt(schema.leads.id, after)))
      .orderBy(asc(schema.leads.id))
      .limit(LEADS_PER_QUERY)
      .as("page");
    const [result] = await db
      .select({ list: sql<string | null>`json_agg(${page.row} order by ${page.id})::text` })
      .from(page);
    const found = JSON.parse(result?.list ?? "[]") as LeadRow[];
    rows.push(...found);
    if (found.length < LEADS_PER_QUERY) break;
    after = found[found.length - 1]![0];
  }
  rows.sort((a, b) => b[4] - a[4] || b[0] - a[0]);
  // Most rebuilds find nothing changed: the list and its search index are then kept as they are.
  if (lastRead && sameRows(lastRead.rows, rows)) return lastRead.result;
  const previous = derivedById;
  const next = new Map<number, Derived>();
  const entries = await mapInSlices(rows, ([leadId, leadTopic, name, details, postedAtMs, location]) => {
    const known = previous.get(leadId);
    const derived =
      known && known.details === details && known.postedAtMs === postedAtMs
        ? known
        : { details, postedAtMs, postedOn: formatPostedOn(new Date(postedAtMs)), tokens: tokensOf(details) };
    next.set(leadId, derived);
    const lead: BoardLead = {
      lead_id: leadId,
      topic: leadTopic,
      training_topic_name: name,
      lead_details: details,
      posted_on: derived.postedOn,
      delivery_location: location,
    };
    return { lead, tokens: derived.tokens };
  });
  derivedById = next;
  const leads = entries.map((entry) => entry.lead);
  const result = {
    leads,
    search: createLeadSearch(
      leads,
      entries.map((entry) => entry.tokens),
    ),
  };
  lastRead = { rows, result };
  return result;
}

function sameRows(before: LeadRow[], after: LeadRow[]): boolean {
  return (
    before.length === after.length &&
    before.every((row, index) => row.every((value, column) => value === after[index]![column]))
  );
}

const publishedLeadsCache = refreshingCache({
  name: "leads",
  build: readPublishedLeads,
  version: () => listVersion("leads"),
});

/**
 * After any write that changes the board (publish, close, edit, expiry, a count shown on the cards): the
 * next board, feed or /for-trainers answer shows the change, and the rebuild starts at once.
 */
export function invalidateLeadCache(): void {
  publishedLeadsCache.invalidate();
}

/** Published leads, newest first, in the board's shape, with a ready-made search. */
export function publishedLeads(): Promise<PublishedLeads> {
  return publishedLeadsCache.get();
}

export async function findPublishedLead(leadId: number) {
  const db = await getDb();
  const [lead] = await db
    .select()
    .from(schema.leads)
    .where(and(eq(schema.leads.id, leadId), eq(schema.leads.status, "published")))
    .limit(1);
  return lead ?? null;
}

/** Lead ids this trainer has applied to, among `leadIds`. */
export async function appliedLeadIds(email: string, leadIds: number[]): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ leadId: schema.applications.leadId })
    .from(schema.applications)
    .where(
      and(eq(schema.applications.trainerEmail, email.toLowerCase()), inArray(schema.applications.leadId, leadIds)),
    );
  return rows.map((row) => row.leadId);
}

/** Every lead for the back office, newest first; pending ones first when `status` is not given. */
export async function leadsForAdmin(status: LeadStatus) {
  const db = await getDb();
  return db
    .select({
      id: schema.leads.id,
      topic: schema.leads.topic,
      trainingTopicName: schema.leads.trainingTopicName,
      leadDetails: schema.leads.leadDetails,
      deliveryLocation: schema.leads.deliveryLocation,
      status: schema.leads.status,
      postedAt: schema.leads.postedAt,
      sourceEnquiryId: schema.leads.sourceEnquiryId,
      buyerName: schema.enquiries.name,
      buyerEmail: schema.enquiries.email,
      buyerPhone: schema.enquiries.phone,
    })
    .from(schema.leads)
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.leads.sourceEnquiryId))
    .where(eq(schema.leads.status, status))
    .orderBy(desc(schema.leads.postedAt), desc(schema.leads.id))
    .limit(200);
}

export type LeadEdit = { topic: string; trainingTopicName: string; leadDetails: string };

/** The most each edited field keeps (the edit form's maxLength). */
export const LEAD_EDIT_LIMITS: Record<keyof LeadEdit, number> = {
  topic: 120,
  trainingTopicName: 120,
  leadDetails: 2000,
};
export const LEAD_EDIT_INCOMPLETE =
  "Please fill in the topic, the title and the details: none of them can be left empty.";

/**
 * An admin's edit of a lead from the posted fields: each trimmed and cut to its limit. All three are
 * needed; a missing one refuses the edit with a message that says so.
 */
export function leadEditFrom(
  fields: Record<keyof LeadEdit, FormDataEntryValue | null>,
): { ok: true; edit: LeadEdit } | { ok: false; message: string } {
  const text = (name: keyof LeadEdit) =>
    String(fields[name] ?? "")
      .trim()
      .slice(0, LEAD_EDIT_LIMITS[name]);
  const edit = { topic: text("topic"), trainingTopicName: text("trainingTopicName"), leadDetails: text("leadDetails") };
  if (!edit.topic || !edit.trainingTopicName || !edit.leadDetails) return { ok: false, message: LEAD_EDIT_INCOMPLETE };
  // The details are a textarea (tabs and new lines are text there); the database refuses a NUL.
  if (
    hasControlCharacters(edit.topic) ||
    hasControlCharacters(edit.trainingTopicName) ||
    hasControlCharacters(edit.leadDetails, { multiline: true })
  ) {
    return { ok: false, message: CONTROL_CHARACTERS_MESSAGE };
  }
  return { ok: true, edit };
}

export async function editLead(id: number, edit: LeadEdit, actorEmail: string): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.leads)
      .set(edit)
      .where(eq(schema.leads.id, id))
      .returning({ id: schema.leads.id });
    if (rows.length === 0) return false;
    await recordAdminAction(tx, { actorEmail, action: "lead.edit", entity: "leads", entityId: id });
    return true;
  });
  invalidateLeadCache();
  return done;
}

/**
 * Publishing puts the lead on the board as new (posted now) until REQUIREMENT_TTL_DAYS from now (its expiry
 * reminder re-armed); closing takes it off. A requirement its company deleted cannot be published again.
 */
export async function setLeadStatus(id: number, status: "published" | "closed", actorEmail: string): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + getConfig().requirementTtlDays * DAY_MS);
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.leads)
      .set(
        status === "published"
          ? {
              status,
              publishedAt: now,
              postedAt: now,
              expiresAt,
              expiryReminderSentAt: null,
              closedAt: null,
              closedReason: null,
            }
          : { status, closedAt: now, closedReason: "admin" },
      )
      .where(
        and(eq(schema.leads.id, id), or(isNull(schema.leads.closedReason), ne(schema.leads.closedReason, "deleted"))),
      )
      .returning({ id: schema.leads.id });
    if (rows.length === 0) return false;
    await recordAdminAction(tx, {
      actorEmail,
      action: status === "published" ? "lead.publish" : "lead.close",
      entity: "leads",
      entityId: id,
    });
    return true;
  });
  invalidateLeadCache();
  return done;
}
