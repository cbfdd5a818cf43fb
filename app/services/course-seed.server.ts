import { sql } from "drizzle-orm";
import { courses as contentCourses, seedOutline } from "~/content/courses";
import { WEEKDAYS, WEEKENDS, indiaToday } from "~/lib/batch-schedule";
import { schema, type Db } from "~/infra/db.server";
import { raiseListVersion } from "./list-versions.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const CITIES = ["Bengaluru", "Pune", "Hyderabad", "Chennai"];

/** `isoDate` moved by `days`. */
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day on or after `isoDate` that falls on `weekday` (0 Sunday .. 6 Saturday). */
function nextWeekday(isoDate: string, weekday: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, (weekday - day + 7) % 7);
}

/**
 * A course's seeded batches, dated from the day of the seed (India time): a weekend batch online over four
 * weekends, a weekday-evening batch, hybrid in a city, over two weeks, and for every other course a week in person.
 */
type SeedBatch = Omit<typeof schema.batches.$inferInsert, "courseId">;

export function seedBatches(index: number, today: string): SeedBatch[] {
  const saturday = nextWeekday(addDays(today, 5 + (index % 3) * 7), 6);
  const monday = nextWeekday(addDays(today, 10 + (index % 4) * 7), 1);
  const city = CITIES[index % CITIES.length]!;
  const batches: SeedBatch[] = [
    {
      startsOn: saturday,
      endsOn: addDays(saturday, 22),
      classDays: WEEKENDS,
      startsAt: "10:00",
      endsAt: "13:00",
      mode: "online",
      city: null,
      seatsTotal: 20,
    },
    {
      startsOn: monday,
      endsOn: addDays(monday, 11),
      classDays: WEEKDAYS,
      startsAt: "19:00",
      endsAt: "21:00",
      mode: "hybrid",
      city,
      seatsTotal: 15,
    },
  ];
  if (index % 2 === 0) {
    const start = nextWeekday(addDays(today, 30 + (index % 5) * 7), 1);
    batches.push({
      startsOn: start,
      endsOn: addDays(start, 4),
      classDays: WEEKDAYS,
      startsAt: "09:30",
      endsAt: "17:30",
      mode: "in_person",
      city,
      seatsTotal: 12,
    });
  }
  return batches;
}

/**
 * Fills an empty catalogue with the 40 courses of app/content/courses.ts and their upcoming batches (decision record
 * 0062): the catalogue is the company's own, so it is seeded on every first run, sample data or not.
 */
export async function seedCatalogueIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.courses);
  if ((row?.count ?? 0) > 0) return false;
  const today = indiaToday(now);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(schema.courses)
      .values(
        contentCourses.map((course, index) => ({
          slug: course.id,
          title: course.title,
          category: course.cate,
          priceUsd: Number(course.price.slice(1)),
          lessons: course.totalLessons,
          hours: course.hours,
          summary: course.description,
          outline: seedOutline(course),
          trainer: course.authorName,
          position: index,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: schema.courses.id, position: schema.courses.position });
    const batches = inserted.flatMap((course) =>
      seedBatches(course.position, today).map((batch) => ({ ...batch, courseId: course.id })),
    );
    if (batches.length > 0) await tx.insert(schema.batches).values(batches);
    await raiseListVersion(tx, "courses");
  });
  return true;
}
