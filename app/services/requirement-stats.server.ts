import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema } from "~/infra/db.server";
import { refreshingCache } from "~/infra/refreshing-cache.server";
import { listChanged, listVersion, onListChange } from "./list-versions.server";

/**
 * Counts of applications per requirement (docs/product.md section 10, the marketplace loop): the board's "3 trainers applied" and the back
 * office's applicants and shortlists. The board's counts are kept in memory for every requirement at once
 * (decision 0044: no query per board request), checked against the `applications` list version; a trainer's
 * own Apply or withdrawal is counted at once, because those writers call `applicationsChanged()`.
 */

/** Every requirement's count, as `applicantCounts` counts them: one grouped query over the indexed table. */
async function readAllApplicantCounts(): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ requirementId: schema.applications.requirementId, applicants: count() })
    .from(schema.applications)
    .where(and(ne(schema.applications.status, "withdrawn"), isNull(schema.applications.anonymisedAt)))
    .groupBy(schema.applications.requirementId);
  return new Map(rows.map((row) => [row.requirementId, row.applicants]));
}

const applicantCountsCache = refreshingCache({
  name: "applicant counts",
  build: readAllApplicantCounts,
  version: () => listVersion("applications"),
});

onListChange((list, version) => {
  if (list === null) applicantCountsCache.invalidate();
  else if (list === "applications") applicantCountsCache.changed(version);
});

/** After a write of this process that changes who applied to what (apply, withdraw, anonymise). */
export function applicationsChanged(): void {
  listChanged("applications");
}

/**
 * How many trainers applied to each requirement, as a visitor would count them: a withdrawn application no
 * longer counts, nor one whose trainer deleted their profile (the company no longer sees it either).
 * Requirements nobody applied to are absent from the map.
 */
export async function applicantCounts(requirementIds: readonly number[]): Promise<Map<number, number>> {
  if (requirementIds.length === 0) return new Map();
  const all = await applicantCountsCache.get();
  const counts = new Map<number, number>();
  for (const id of requirementIds) {
    const applicants = all.get(id);
    if (applicants !== undefined) counts.set(id, applicants);
  }
  return counts;
}

export type RequirementFacts = { applicants: number; shortlisted: number; expiresAt: Date | null };

/**
 * The back office's numbers per requirement: every application ever made (withdrawn and anonymised ones
 * included: the operator's count of interest), how many the company shortlisted, and when it expires.
 */
export async function requirementFacts(requirementIds: readonly number[]): Promise<Map<number, RequirementFacts>> {
  if (requirementIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      requirementId: schema.requirements.id,
      expiresAt: schema.requirements.expiresAt,
      applicants: count(schema.applications.id),
      shortlisted: sql<number>`count(*) filter (where ${schema.applications.status} = 'shortlisted')`.mapWith(Number),
    })
    .from(schema.requirements)
    .leftJoin(schema.applications, eq(schema.applications.requirementId, schema.requirements.id))
    .where(inArray(schema.requirements.id, [...requirementIds]))
    .groupBy(schema.requirements.id, schema.requirements.expiresAt);
  return new Map(
    rows.map((row) => [
      row.requirementId,
      { applicants: row.applicants, shortlisted: row.shortlisted, expiresAt: row.expiresAt },
    ]),
  );
}

/** The dashboard's marketplace numbers: open requirements, and applications and shortlists of the last 7 days. */
export async function marketplaceCounts(now = new Date()) {
  const db = await getDb();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const [open] = await db
    .select({ value: count() })
    .from(schema.requirements)
    .where(eq(schema.requirements.status, "published"));
  const [applications] = await db
    .select({
      thisWeek:
        sql<number>`count(*) filter (where ${schema.applications.createdAt} >= ${weekAgo}::timestamptz)`.mapWith(
          Number,
        ),
      shortlistsThisWeek:
        sql<number>`count(*) filter (where ${schema.applications.status} = 'shortlisted' and ${schema.applications.decidedAt} >= ${weekAgo}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(schema.applications);
  return {
    openRequirements: open?.value ?? 0,
    applicationsThisWeek: applications?.thisWeek ?? 0,
    shortlistsThisWeek: applications?.shortlistsThisWeek ?? 0,
  };
}
