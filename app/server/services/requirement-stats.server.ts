import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema } from "~/server/infra/db.server";

/**
 * Counts of applications per requirement (issue 18): the board's "3 trainers applied" and the back
 * office's applicants and shortlists. Read per request for the requirements on screen (indexed by requirement), not
 * through the board's 5-second list cache, so that a trainer sees their own Apply counted at once.
 */

/**
 * How many trainers applied to each requirement, as a visitor would count them: a withdrawn application no
 * longer counts, nor one whose trainer deleted their profile (the company no longer sees it either).
 * Requirements nobody applied to are absent from the map.
 */
export async function applicantCounts(requirementIds: readonly number[]): Promise<Map<number, number>> {
  if (requirementIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ requirementId: schema.applications.requirementId, applicants: count() })
    .from(schema.applications)
    .where(
      and(
        inArray(schema.applications.requirementId, [...requirementIds]),
        ne(schema.applications.status, "withdrawn"),
        isNull(schema.applications.anonymisedAt),
      ),
    )
    .groupBy(schema.applications.requirementId);
  return new Map(rows.map((row) => [row.requirementId, row.applicants]));
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
