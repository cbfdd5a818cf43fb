import Fuse from "fuse.js";
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { courseCategories, type CourseCategory } from "~/content/course-topics";
import {
  countByCategory,
  courses as contentCourses,
  featured,
  type Course,
  type FeaturedCourse,
} from "~/content/courses";
import { indiaToday, priceLabel, type UpcomingBatch } from "~/lib/batch-schedule";
import { paths } from "~/lib/paths";
import { getDb, schema } from "~/infra/db.server";
import { refreshingCache } from "~/infra/refreshing-cache.server";
import { listChanged, listVersion, onListChange } from "./list-versions.server";

/**
 * The course catalogue (docs/product.md, "Courses, batches and seats"): the courses table, read through a list cache
 * (decision 0022) that is at most 5 seconds old and rebuilt at once when any process announces a change of the
 * "courses" list version (decisions 0027, 0044 and 0062). /course, the home carousel and /course-enroll's titles read
 * it; a course page reads its course and batches fresh, since seats change with every enrolment.
 */

const MAX_QUERY_LENGTH = 100;
const COURSE_SLUG = /^[a-z0-9-]{1,80}$/;
/** What no course title holds: control characters and lone surrogates (which the database refuses outright). */
const NOT_IN_A_TITLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type CatalogueList = {
  courses: Course[];
  fuse: Fuse<Course>;
};

/** The image of each seeded course by slug; a course the operator adds shows its category's first picture. */
const imageBySlug = new Map(contentCourses.map((course) => [course.id, course]));
const imageByCategory = new Map<string, Course>();
for (const course of contentCourses) if (!imageByCategory.has(course.cate)) imageByCategory.set(course.cate, course);

type CourseRow = typeof schema.courses.$inferSelect;

function isCategory(value: string): value is CourseCategory {
  return (courseCategories as readonly string[]).includes(value);
}

/** A row as a catalogue card shows it. */
export function catalogueCourse(row: CourseRow, index: number): Course {
  const picture = imageBySlug.get(row.slug) ?? imageByCategory.get(row.category) ?? contentCourses[0]!;
  const seeded = imageBySlug.get(row.slug);
  return {
    id: row.slug,
    imgUrl: picture.imgUrl,
    imgAlt: seeded ? picture.imgAlt : `The ${row.category} course illustration, for ${row.title}`,
    title: row.title,
    cate: isCategory(row.category) ? row.category : "Azure",
    price: priceLabel(row.priceUsd),
    authorName: row.trainer,
    reviewCount: seeded?.reviewCount ?? 0,
    totalLessons: row.lessons,
    hours: row.hours,
    schedule: seeded?.schedule ?? (index % 3 === 2 ? "Weekend Batch" : "Online Class"),
    btnText: "Enroll Now",
    courseSingle: row.slug === "azure-administration" ? paths.courseAzureAdmin : null,
    description: row.summary,
  };
}

async function readCatalogue(): Promise<CatalogueList> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.courses)
    .where(isNull(schema.courses.archivedAt))
    .orderBy(asc(schema.courses.position), asc(schema.courses.id));
  const list = rows.map(catalogueCourse);
  const fuse = new Fuse(list, {
    keys: [
      { name: "title", weight: 3 },
      { name: "cate", weight: 1 },
      { name: "authorName", weight: 1 },
    ],
    threshold: 0.3,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return { courses: list, fuse };
}

const catalogueCache = refreshingCache({
  name: "courses",
  build: readCatalogue,
  version: () => listVersion("courses"),
});

onListChange((list, version) => {
  if (list === null) catalogueCache.invalidate();
  else if (list === "courses") catalogueCache.changed(version);
});

/** After a write that changes the catalogue (in this process): the next read shows it. */
export function invalidateCatalogue(): void {
  listChanged("courses");
}

/** The courses on sale, in catalogue order. */
export async function catalogueCourses(): Promise<Course[]> {
  return (await catalogueCache.get()).courses;
}

/** The titles /course-enroll accepts. */
export async function catalogueTitles(): Promise<string[]> {
  return (await catalogueCourses()).map((course) => course.title);
}

export type CatalogueView = {
  query: string;
  category: CourseCategory | null;
  courses: Course[];
  /** The whole catalogue, the M of "Showing N of M results". */
  total: number;
  /** How many courses the query finds in each category (and in all of them), for the filter. */
  categoryCounts: { category: CourseCategory; count: number }[];
  matching: number;
};

/**
 * The catalogue as a search page shows it: fuzzy matches of `q` (catalogue order when empty), then
 * narrowed to `category`. An unknown category is ignored rather than showing an empty page.
 */
export async function searchCatalogue(searchParams: URLSearchParams): Promise<CatalogueView> {
  const { courses, fuse } = await catalogueCache.get();
  const query = (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rawCategory = searchParams.get("category") ?? "";
  const category = isCategory(rawCategory) ? rawCategory : null;

  const matches = query ? fuse.search(query).map((result) => result.item) : courses;
  return {
    query,
    category,
    courses: category ? matches.filter((course) => course.cate === category) : matches,
    total: courses.length,
    categoryCounts: countByCategory(matches),
    matching: matches.length,
  };
}

/**
 * The home page's course carousel: the featured courses still in the catalogue, each with the catalogue's own
 * price, lessons and hours, linking to its course page.
 */
export async function featuredCourses(): Promise<FeaturedCourse[]> {
  const list = await catalogueCourses();
  const bySlug = new Map(list.map((course) => [course.id, course]));
  return featured.flatMap((item) => {
    const course = bySlug.get(item.id);
    if (!course) return [];
    return [
      {
        id: course.id,
        imgUrl: course.imgUrl,
        imgAlt: course.imgAlt,
        courseName: course.title,
        coursePrice: course.price,
        courseTitle: item.courseTitle,
        userCount: item.userCount,
        commentCount: item.commentCount,
        totalLessons: course.totalLessons,
        hours: course.hours,
        href: paths.course(course.id),
      },
    ];
  });
}

export type CoursePage =
  | { status: "missing" }
  | { status: "archived"; title: string }
  | {
      status: "live";
      course: Course & { outline: string[]; slug: string };
      batches: UpcomingBatch[];
    };

/** A course page: the course (read now, not from the cache) and its batches that have not started, soonest first. */
export async function coursePage(slug: string, now = new Date()): Promise<CoursePage> {
  // A slug is lower-case letters, digits and hyphens (the back office's rule): anything else names no course, and never
  // reaches the database (a NUL or a lone surrogate would make it fail rather than find nothing).
  if (!COURSE_SLUG.test(slug)) return { status: "missing" };
  const db = await getDb();
  const [row] = await db.select().from(schema.courses).where(eq(schema.courses.slug, slug));
  if (!row) return { status: "missing" };
  if (row.archivedAt) return { status: "archived", title: row.title };
  return {
    status: "live",
    course: {
      ...catalogueCourse(row, row.position),
      slug: row.slug,
      outline: row.outline.split("\n").filter((line) => line.trim() !== ""),
    },
    batches: await upcomingBatches(row.id, row.priceUsd, now),
  };
}

/** The course's batches that are not cancelled and start today (India time) or later, soonest first. */
export async function upcomingBatches(courseId: number, coursePriceUsd: number, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.batches)
    .where(
      and(
        eq(schema.batches.courseId, courseId),
        isNull(schema.batches.cancelledAt),
        gte(schema.batches.startsOn, indiaToday(now)),
      ),
    )
    .orderBy(asc(schema.batches.startsOn), asc(schema.batches.id));
  return rows.map((batch): UpcomingBatch => ({
    id: batch.id,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    classDays: batch.classDays,
    startsAt: batch.startsAt,
    endsAt: batch.endsAt,
    mode: batch.mode,
    city: batch.city,
    seatsLeft: Math.max(0, batch.seatsTotal - batch.seatsTaken),
    price: priceLabel(batch.priceUsd ?? coursePriceUsd),
  }));
}

/** /course-enroll?title=: the course of that title and its upcoming batches, or null. */
export async function upcomingBatchesByTitle(title: string, now = new Date()) {
  if (title.length > 200 || NOT_IN_A_TITLE.test(title)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.courses)
    .where(and(eq(schema.courses.title, title), isNull(schema.courses.archivedAt)));
  if (!row) return null;
  return { slug: row.slug, title: row.title, batches: await upcomingBatches(row.id, row.priceUsd, now) };
}

/** Every live course's slug, for the sitemap. */
export async function courseSlugs(): Promise<string[]> {
  return (await catalogueCourses()).map((course) => course.id);
}
