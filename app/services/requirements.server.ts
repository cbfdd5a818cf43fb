import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import {
  createRequirementSearch,
  formatPostedOn,
  SEARCH_THRESHOLD,
  type BoardRequirement,
} from "~/lib/requirement-matching";
import { keyedCache } from "~/infra/keyed-cache.server";
import { mapInSlices, refreshingCache } from "~/infra/refreshing-cache.server";
import { recordAdminAction } from "./audit.server";
import type { EnquiryAddition } from "./enquiries.server";
import { listChanged, listVersion, onListChange } from "./list-versions.server";
import { mintManageLink } from "./manage-links.server";
import { manageLinkParagraph } from "./requirement-mails.server";
import { getConfig } from "~/infra/config.server";
import { getDb, schema } from "~/infra/db.server";
import { candidatePieces, holdsAnyPiece } from "~/infra/search-candidates.server";
import type { RequirementStatus } from "~drizzle/schema";
import type { RequirementEdit } from "~/forms/requirement-edit";

/**
 * Training requirements: posted (pending), edited, published and closed by an admin. The board, the JSON feed and
 * /for-trainers read the published ones through a list cache rebuilt in the background (docs/decisions/0022): at
 * most 5 seconds old (docs/product.md section 9), so that a visitor never waits for the list to be read; a search
 * asks the database for its candidates and lets fuse.js judge those (decision record 0068). A write that changes which
 * requirements are published, or what they say, calls `invalidateRequirementCache()`.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * Posting a requirement (/post-requirement): its enquiry becomes a pending requirement in the enquiry's transaction
 * (the enquiry action hands this to `storeEnquiry`), and the acknowledgement mail carries the company's manage link.
 */
export const postRequirement: EnquiryAddition = async (tx, enquiry) => {
  const [row] = await tx
    .insert(schema.requirements)
    .values({
      topic: enquiry.subject,
      trainingTopicName: enquiry.subject,
      details: enquiry.values.description,
      deliveryLocation: enquiry.values.delivery_location || null,
      status: "pending",
      sourceEnquiryId: enquiry.id,
    })
    .returning({ id: schema.requirements.id });
  if (!row) throw new Error("requirement insert returned no row");
  return { acknowledgement: async (writer) => manageLinkParagraph(await mintManageLink(writer, row.id)) };
};

type PublishedRequirements = {
  requirements: BoardRequirement[];
  search: (query: string) => Promise<BoardRequirement[]>;
};

/** What each requirement's card needs, kept from one rebuild to the next: requirements rarely change. */
type Derived = { details: string; postedAtMs: number; postedOn: string };
let derivedById = new Map<number, Derived>();

type RequirementRow = [
  id: number,
  topic: string,
  trainingTopicName: string,
  details: string,
  postedAtMs: number,
  deliveryLocation: string,
];

/**
 * Requirements per query: each page of published requirements crosses from the database as one JSON text (one value,
 * not 5,000 rows to decode), and a page is small enough that a request's own queries never wait long
 * behind it on the embedded database, which runs on the same thread.
 */
const REQUIREMENTS_PER_QUERY = 1000;

/** The last rows read and the list made of them. */
let lastRead: { rows: RequirementRow[]; result: PublishedRequirements } | undefined;

/** The published requirements, newest first. */
async function readPublishedRequirements(): Promise<PublishedRequirements> {
  const db = await getDb();
  const rows: RequirementRow[] = [];
  for (let after = 0; ;) {
    if (after > 0) await nextTurn();
    const page = db
      .select({
        id: schema.requirements.id,
        row: sql`json_build_array(${schema.requirements.id}, ${schema.requirements.topic}, ${schema.requirements.trainingTopicName},
          ${schema.requirements.details}, floor(extract(epoch from ${schema.requirements.postedAt}) * 1000),
          coalesce(${schema.requirements.deliveryLocation}, ''))`.as("row"),
      })
      .from(schema.requirements)
      .where(and(eq(schema.requirements.status, "published"), gt(schema.requirements.id, after)))
      .orderBy(asc(schema.requirements.id))
      .limit(REQUIREMENTS_PER_QUERY)
      .as("page");
    const [result] = await db
      .select({ list: sql<string | null>`json_agg(${page.row} order by ${page.id})::text` })
      .from(page);
    const found = JSON.parse(result?.list ?? "[]") as RequirementRow[];
    rows.push(...found);
    if (found.length < REQUIREMENTS_PER_QUERY) break;
    after = found[found.length - 1]![0];
  }
  rows.sort((a, b) => b[4] - a[4] || b[0] - a[0]);
  // Most rebuilds find nothing changed: the list and its search index are then kept as they are.
  if (lastRead && sameRows(lastRead.rows, rows)) return lastRead.result;
  const previous = derivedById;
  const next = new Map<number, Derived>();
  const requirements = await mapInSlices(
    rows,
    ([requirementId, requirementTopic, name, details, postedAtMs, location]) => {
      const known = previous.get(requirementId);
      const derived =
        known && known.details === details && known.postedAtMs === postedAtMs
          ? known
          : { details, postedAtMs, postedOn: formatPostedOn(new Date(postedAtMs)) };
      next.set(requirementId, derived);
      const requirement: BoardRequirement = {
        id: requirementId,
        topic: requirementTopic,
        trainingTopicName: name,
        details: details,
        postedOn: derived.postedOn,
        deliveryLocation: location,
      };
      return requirement;
    },
  );
  derivedById = next;
  const result = { requirements, search: (query: string) => searchRequirements(requirements, query) };
  lastRead = { rows, result };
  return result;
}

/**
 * The board's search over `requirements` (newest first): the database narrows them to the candidates that can match
 * (decision record 0068), and fuse.js decides among those as it would among all (`createRequirementSearch`), so only
 * the candidates' words are ever indexed; the list keeps no search index of its own.
 */
async function searchRequirements(
  requirements: readonly BoardRequirement[],
  query: string,
): Promise<BoardRequirement[]> {
  const q = query.trim();
  if (!q) return [...requirements];
  return createRequirementSearch(await requirementCandidates(requirements, q, SEARCH_THRESHOLD))(q);
}

/**
 * The requirements of `requirements` that Fuse at `threshold` can find `query` in (topic or details), as the
 * database narrows them; during a database outage the list in memory answers (docs/product.md section 10), every
 * requirement then a candidate.
 */
export async function requirementCandidates<T extends BoardRequirement>(
  requirements: readonly T[],
  query: string,
  threshold: number,
): Promise<readonly T[]> {
  const ids = await requirementCandidateIds(query, threshold).catch((error: unknown) => {
    console.error("[board] reading the search's candidates failed:", error);
    return null;
  });
  return ids ? requirements.filter((requirement) => ids.has(requirement.id)) : requirements;
}

/** The ids of the published requirements whose topic or details can match `query` (null: every one can). */
export async function requirementCandidateIds(query: string, threshold: number): Promise<Set<number> | null> {
  const pieces = candidatePieces(query, threshold);
  if (!pieces) return null;
  const db = await getDb();
  const { id, topic, details, status } = schema.requirements;
  // The expression and the condition are the index's (migration 0023_search_candidates), so that it answers them.
  const rows = await db
    .select({ id })
    .from(schema.requirements)
    .where(and(sql`${status} = 'published'`, holdsAnyPiece(sql`lower(${topic} || ' ' || ${details})`, pieces)));
  return new Set(rows.map((row) => row.id));
}

function sameRows(before: RequirementRow[], after: RequirementRow[]): boolean {
  return (
    before.length === after.length &&
    before.every((row, index) => row.every((value, column) => value === after[index]![column]))
  );
}

const publishedRequirementsCache = refreshingCache({
  name: "requirements",
  build: readPublishedRequirements,
  version: () => listVersion("requirements"),
});

// A change announced by the database (any process's write, decision 0044) or by this process's writers.
onListChange((list, version) => {
  if (list === null) publishedRequirementsCache.invalidate();
  else if (list === "requirements") publishedRequirementsCache.changed(version);
});

/**
 * After any write that changes the board (publish, close, edit, expiry, a count shown on the cards): the
 * next board, feed or /for-trainers answer shows the change, and the rebuild starts at once; the page cache
 * drops its copies of the board.
 */
export function invalidateRequirementCache(): void {
  listChanged("requirements");
}

/** Published requirements, newest first, in the board's shape, with a ready-made search. */
export function publishedRequirements(): Promise<PublishedRequirements> {
  return publishedRequirementsCache.get();
}

export async function findPublishedRequirement(requirementId: number) {
  const db = await getDb();
  const [requirement] = await db
    .select()
    .from(schema.requirements)
    .where(and(eq(schema.requirements.id, requirementId), eq(schema.requirements.status, "published")))
    .limit(1);
  return requirement ?? null;
}

/**
 * Every requirement id each trainer has applied to, as read (decision 0050): the board marks its cards from this
 * instead of a query per render. Dropped whenever the applications change (`applicationsChanged()` after this
 * process's own writes, the database's announcement after any process's), and at most 5 seconds old.
 */
const appliedByTrainer = keyedCache<string, ReadonlySet<number>>();

onListChange((list) => {
  if (list === null || list === "applications") appliedByTrainer.clear();
});

/** Requirement ids this trainer has applied to, among `requirementIds`. */
export async function appliedRequirementIds(email: string, requirementIds: number[]): Promise<number[]> {
  if (requirementIds.length === 0) return [];
  const trainer = email.toLowerCase();
  const applied = await appliedByTrainer.get(trainer, async () => {
    const db = await getDb();
    const rows = await db
      .select({ requirementId: schema.applications.requirementId })
      .from(schema.applications)
      .where(eq(schema.applications.trainerEmail, trainer));
    return new Set(rows.map((row) => row.requirementId));
  });
  return requirementIds.filter((id) => applied.has(id));
}

/** Every requirement for the back office, newest first; pending ones first when `status` is not given. */
export async function requirementsForAdmin(status: RequirementStatus) {
  const db = await getDb();
  return db
    .select({
      id: schema.requirements.id,
      topic: schema.requirements.topic,
      trainingTopicName: schema.requirements.trainingTopicName,
      details: schema.requirements.details,
      deliveryLocation: schema.requirements.deliveryLocation,
      status: schema.requirements.status,
      postedAt: schema.requirements.postedAt,
      sourceEnquiryId: schema.requirements.sourceEnquiryId,
      companyName: schema.enquiries.name,
      companyEmail: schema.enquiries.email,
      companyPhone: schema.enquiries.phone,
    })
    .from(schema.requirements)
    .leftJoin(schema.enquiries, eq(schema.enquiries.id, schema.requirements.sourceEnquiryId))
    .where(eq(schema.requirements.status, status))
    .orderBy(desc(schema.requirements.postedAt), desc(schema.requirements.id))
    .limit(200);
}

export async function editRequirement(id: number, edit: RequirementEdit, actorEmail: string): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.requirements)
      .set(edit)
      .where(eq(schema.requirements.id, id))
      .returning({ id: schema.requirements.id });
    if (rows.length === 0) return false;
    await recordAdminAction(tx, { actorEmail, action: "requirement.edit", entity: "requirements", entityId: id });
    return true;
  });
  invalidateRequirementCache();
  return done;
}

/**
 * Publishing puts the requirement on the board as new (posted now) until REQUIREMENT_TTL_DAYS from now (its expiry
 * reminder re-armed); closing takes it off. A requirement its company deleted cannot be published again.
 */
export async function setRequirementStatus(
  id: number,
  status: "published" | "closed",
  actorEmail: string,
): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + getConfig().requirementTtlDays * DAY_MS);
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.requirements)
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
        and(
          eq(schema.requirements.id, id),
          or(isNull(schema.requirements.closedReason), ne(schema.requirements.closedReason, "deleted")),
          // Close does not undo a moderator's removal; Publish does (the operator brings it back).
          status === "closed" ? ne(schema.requirements.status, "removed") : undefined,
        ),
      )
      .returning({ id: schema.requirements.id });
    if (rows.length === 0) return false;
    await recordAdminAction(tx, {
      actorEmail,
      action: status === "published" ? "requirement.publish" : "requirement.close",
      entity: "requirements",
      entityId: id,
    });
    return true;
  });
  invalidateRequirementCache();
  return done;
}
