import { eq, inArray, sql } from "drizzle-orm";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import { recentAdminActions } from "./audit.server";
import { marketplaceCounts } from "./requirement-stats.server";

export const DASHBOARD_WEEKS = 8;
const RECENT_ACTIONS = 30;

export type WeeklyCount = { week: string; enquiries: number; applications: number; ratings: number };

/** The back office's first screen: what waits, the last weeks' activity, and the latest admin actions. */
export async function adminDashboard() {
  const [stats, marketplace, audit] = await Promise.all([
    dashboardStats(),
    marketplaceCounts(),
    recentAdminActions(RECENT_ACTIONS),
  ]);
  return { stats, marketplace, audit };
}

/** What waits for an admin, and the last weeks' activity, for the dashboard. */
export async function dashboardStats() {
  const db = await getDb();
  const since = new Date(Date.now() - DASHBOARD_WEEKS * 7 * 24 * 60 * 60_000);
  const count = sql<number>`count(*)::int`;
  const [
    [pendingRequirements],
    [pendingVendors],
    [pendingRatings],
    [failedMails],
    [waitingMails],
    enquiries,
    applications,
    ratings,
  ] = await Promise.all([
    db.select({ n: count }).from(schema.requirements).where(eq(schema.requirements.status, "pending")),
    db.select({ n: count }).from(schema.vendors).where(eq(schema.vendors.status, "pending")),
    db.select({ n: count }).from(schema.vendorRatings).where(eq(schema.vendorRatings.status, "pending")),
    db.select({ n: count }).from(schema.outbox).where(eq(schema.outbox.status, "failed")),
    // Waiting = not sent yet: due or scheduled (`pending`) and kept back while SMTP is not set (`held`).
    db
      .select({ n: count })
      .from(schema.outbox)
      .where(inArray(schema.outbox.status, ["pending", "held"])),
    weekly("enquiries", since),
    weekly("applications", since),
    weekly("vendor_ratings", since),
  ]);
  const weeks: WeeklyCount[] = [];
  const monday = startOfWeek(new Date());
  for (let i = DASHBOARD_WEEKS - 1; i >= 0; i -= 1) {
    const week = new Date(monday.getTime() - i * 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    weeks.push({
      week,
      enquiries: enquiries.get(week) ?? 0,
      applications: applications.get(week) ?? 0,
      ratings: ratings.get(week) ?? 0,
    });
  }
  return {
    pending: {
      requirements: pendingRequirements?.n ?? 0,
      vendors: pendingVendors?.n ?? 0,
      ratings: pendingRatings?.n ?? 0,
      failedMails: failedMails?.n ?? 0,
      waitingMails: waitingMails?.n ?? 0,
    },
    weeks,
  };
}

/** Monday 00:00 UTC of the week holding `date` (PostgreSQL's date_trunc('week') agrees). */
export function startOfWeek(date: Date): Date {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
}

async function weekly(
  table: "enquiries" | "applications" | "vendor_ratings",
  since: Date,
): Promise<Map<string, number>> {
  const rows = await rawQuery<{ week: string; n: number }>(
    `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n
       from ${table} where created_at >= $1 group by 1`,
    [since.toISOString()],
  );
  return new Map(rows.map((row) => [row.week, Number(row.n)]));
}
