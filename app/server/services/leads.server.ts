import { and, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { createLeadSearch, formatPostedOn, type BoardLead } from "~/lib/lead-matching";
import { recordAdminAction } from "./audit.server";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import type { LeadStatus } from "~drizzle/schema";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/plain-text";

/**
 * Training requirements (leads). The board reads the published ones through a 5-second cache (docs/product.md
 * section 9's list cache), which also keeps the Fuse index, so that a search on thousands of leads
 * costs one lookup and not one index per request. Changes made here clear it at once.
 */

const CACHE_MS = 5_000;
const DAY_MS = 24 * 60 * 60_000;
type Cache = { at: number; leads: BoardLead[]; search: (query: string) => BoardLead[] };
let cache: Cache | undefined;

export function invalidateLeadCache(): void {
  cache = undefined;
}

/** Published leads, newest first, in the board's shape, with a ready-made search. */
export async function publishedLeads(now = Date.now()): Promise<Cache> {
  if (cache && now - cache.at < CACHE_MS) return cache;
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.leads.id,
      topic: schema.leads.topic,
      trainingTopicName: schema.leads.trainingTopicName,
      leadDetails: schema.leads.leadDetails,
      postedAt: schema.leads.postedAt,
    })
    .from(schema.leads)
    .where(eq(schema.leads.status, "published"))
    .orderBy(desc(schema.leads.postedAt), desc(schema.leads.id));
  const leads: BoardLead[] = rows.map((row) => ({
    lead_id: row.id,
    topic: row.topic,
    training_topic_name: row.trainingTopicName,
    lead_details: row.leadDetails,
    posted_on: formatPostedOn(row.postedAt),
  }));
  cache = { at: now, leads, search: createLeadSearch(leads) };
  return cache;
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
