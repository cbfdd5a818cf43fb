import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import Fuse from "fuse.js";
import { type DirectoryQuery, TRAINERS_PER_PAGE } from "~/forms/trainer-directory";
import { TRAINING_MODE_LABELS } from "~/lib/training-modes";
import { canonicalEmail } from "~/lib/email-address";
import { averageStars, isSlugShape, publicSlug, rankTrainers, SLUG_SUFFIX_BYTES } from "~/lib/trainer-ranking";
import { listVersion } from "./list-versions.server";
import { listVisibleReviews } from "./reviews.server";
import { isShownAsListed } from "./trainer-profiles.server";
import { photoUrlsOf } from "./trainer-photos.server";
import { getDb, schema } from "~/infra/db.server";

/**
 * The trainer directory (decision record 0047): the trainers who opted in ("Show my profile to companies"), their
 * public pages, and the directory settings. Only an opted-in profile with a slug is ever read here, so a trainer who
 * did not opt in leaves no trace in any list. Reviews come from the reviews service (`listVisibleReviews`): visible unless
 * hidden by an operator, the reply shown unless hidden (the trainer deleted their profile).
 */

const HEADLINE_SKILLS = 8;
/** Fuse over name, skills and city, as lenient as the vendor search (threshold 0.3). */
const SEARCH_THRESHOLD = 0.3;

export type DirectoryTrainer = {
  slug: string;
  name: string;
  /** The first skills of the profile: the headline. */
  skills: string[];
  mode: string;
  city: string;
  experienceYears: number | null;
  trainingYears: number | null;
  languages: string[];
  /** Verified reviews: how many, and their stars' sum (for the ranking); `average` is what the page shows. */
  count: number;
  total: number;
  average: number | null;
  /** The trainer's photo (decision record 0065), or null: the page shows their monogram. */
  photoUrl: string | null;
};

export type PublicReview = {
  id: number;
  rating: number;
  text: string;
  topic: string;
  writtenAt: Date;
  reply: string | null;
  repliedAt: Date | null;
};

export type PublicTrainer = DirectoryTrainer & {
  /** One line under the name, the trainer's own words ("" when they wrote none). */
  headline: string;
  /** Only when the trainer chose to show it. */
  perDayCharge: number | null;
  reviews: PublicReview[];
};

const listed = and(
  eq(schema.trainerProfiles.listedInDirectory, true),
  sql`${schema.trainerProfiles.publicSlug} is not null`,
  sql`${schema.trainerProfiles.name} <> ''`,
);

const visibleReview = isNull(schema.reviews.hiddenAt);

type ProfileRow = typeof schema.trainerProfiles.$inferSelect;

function directoryTrainer(
  row: ProfileRow,
  summary: { count: number; total: number },
  photoUrl: string | null,
): DirectoryTrainer {
  return {
    slug: row.publicSlug ?? "",
    name: row.name,
    skills: row.skills.slice(0, HEADLINE_SKILLS),
    mode: TRAINING_MODE_LABELS[row.preferredTrainingMode],
    city: row.location,
    experienceYears: row.experience,
    trainingYears: row.trainingExperience,
    languages: row.languagesSpoken,
    count: summary.count,
    total: summary.total,
    average: averageStars(summary),
    photoUrl,
  };
}

type ListedTrainer = DirectoryTrainer & { allSkills: string[]; modeKey: string };

/** Every opted-in trainer with their verified reviews' count and sum, ranked (decision record 0047). */
async function readDirectoryTrainers(): Promise<ListedTrainer[]> {
  const db = await getDb();
  const rows = await db.select().from(schema.trainerProfiles).where(listed);
  const emails = rows.map((row) => row.email);
  const sums =
    emails.length === 0
      ? []
      : await db
          .select({
            email: schema.reviews.trainerEmail,
            count: sql<number>`count(*)::int`,
            total: sql<number>`coalesce(sum(${schema.reviews.rating}), 0)::int`,
          })
          .from(schema.reviews)
          .where(and(visibleReview, inArray(schema.reviews.trainerEmail, emails)))
          .groupBy(schema.reviews.trainerEmail);
  const byEmail = new Map(sums.map((sum) => [sum.email, { count: Number(sum.count), total: Number(sum.total) }]));
  const photos = await photoUrlsOf(emails);
  return rankTrainers(
    rows.map((row) => ({
      ...directoryTrainer(row, byEmail.get(row.email) ?? { count: 0, total: 0 }, photos.get(row.email) ?? null),
      allSkills: row.skills,
      modeKey: row.preferredTrainingMode,
    })),
  );
}

/** The directory as every page of it reads it: the ranked trainers, the filters' choices and the search. */
type DirectoryList = {
  everyone: ListedTrainer[];
  skills: string[];
  cities: string[];
  /** The trainers the search `q` finds (decision record 0072). */
  search: (q: string) => Set<ListedTrainer>;
};

/**
 * The directory is kept in memory and checked against its list version on every read (decision 0061): one row read
 * instead of every listed profile and its reviews, and the search index built once per change. Every write that can
 * change the directory raises the version in its own transaction (migration 0018_directory_version: profiles, the
 * opt-in, reviews), whichever process or tool made it, so a read never answers a list older than the last commit.
 */
let kept: { version: number; list: DirectoryList } | null = null;
let reading: { version: number; list: Promise<DirectoryList> } | null = null;

async function directoryList(): Promise<DirectoryList> {
  const version = await listVersion("directory");
  if (version === null) return buildDirectoryList();
  if (kept?.version === version) return kept.list;
  if (reading?.version !== version) {
    const entry = { version, list: buildDirectoryList() };
    reading = entry;
    entry.list
      .then(
        (list) => {
          // A read of an older version that finishes last never replaces a newer list.
          if (!kept || kept.version < version) kept = { version, list };
        },
        () => {},
      )
      .finally(() => {
        if (reading === entry) reading = null;
      });
  }
  return reading.list;
}

async function buildDirectoryList(): Promise<DirectoryList> {
  const everyone = await readDirectoryTrainers();
  return {
    everyone,
    skills: choices(
      everyone.flatMap((trainer) => trainer.allSkills),
      60,
    ),
    cities: choices(
      everyone.map((trainer) => trainer.city),
      60,
    ),
    search: searchOver(everyone),
  };
}

/**
 * Fuse on name, skills and city, over the directory's distinct texts (decision record 0072). Fuse keeps a trainer when
 * one of those texts of theirs matches the query on its own (the score only orders the hits, and the directory keeps
 * its ranked order), so matching each distinct text once finds exactly the trainers Fuse over every trainer finds.
 * Thousands of trainers share a few hundred skills and cities: a search costs about one match per name.
 */
function searchOver(everyone: readonly ListedTrainer[]): (q: string) => Set<ListedTrainer> {
  const byText = new Map<string, ListedTrainer[]>();
  for (const trainer of everyone) {
    for (const text of new Set([trainer.name, ...trainer.allSkills, trainer.city])) {
      const holders = byText.get(text);
      if (holders) holders.push(trainer);
      else byText.set(text, [trainer]);
    }
  }
  const fuse = new Fuse([...byText.keys()], { threshold: SEARCH_THRESHOLD, ignoreLocation: true });
  return (q) => new Set(fuse.search(q).flatMap((result) => byText.get(result.item) ?? []));
}

/** Every opted-in trainer with their verified reviews' count and sum, ranked (decision record 0047). */
export async function directoryTrainers(): Promise<ListedTrainer[]> {
  return (await directoryList()).everyone;
}

export type DirectoryPage = {
  query: DirectoryQuery;
  trainers: DirectoryTrainer[];
  total: number;
  page: number;
  pageCount: number;
  /** The filters' choices: what the opted-in trainers have, most common first. */
  skills: string[];
  cities: string[];
  /** Whether anyone is in the directory at all (the empty text differs). */
  anyone: boolean;
};

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/** The choices of a filter: each value once (case-insensitively, the first spelling kept), most common first. */
function choices(values: string[], limit: number): string[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const value of values) {
    const label = value.trim();
    if (!label) continue;
    const key = label.toLowerCase();
    const entry = counts.get(key) ?? { label, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"))
    .slice(0, limit)
    .map((entry) => entry.label);
}

/**
 * One page of the directory: the filters (skill, mode, city: exact, case-insensitive), then the search (Fuse on
 * name, skills and city), in the ranked order throughout. Paging past the end shows the last page.
 */
export async function searchDirectory(query: DirectoryQuery): Promise<DirectoryPage> {
  const { everyone, skills, cities, search } = await directoryList();
  // Fuse matches each trainer on their own fields (no collection-wide weights), so searching the whole list and then
  // filtering finds the trainers that searching the filtered list would.
  const hits = query.q ? search(query.q) : null;
  const matches = everyone.filter(
    (trainer) =>
      (!hits || hits.has(trainer)) &&
      (!query.skill || trainer.allSkills.some((skill) => same(skill, query.skill))) &&
      (!query.mode || trainer.modeKey === query.mode) &&
      (!query.city || same(trainer.city, query.city)),
  );
  const pageCount = Math.max(1, Math.ceil(matches.length / TRAINERS_PER_PAGE));
  const page = Math.min(pageCount, query.page);
  const start = (page - 1) * TRAINERS_PER_PAGE;
  return {
    query: { ...query, page },
    trainers: matches.slice(start, start + TRAINERS_PER_PAGE).map(publicFields),
    total: matches.length,
    page,
    pageCount,
    skills,
    cities,
    anyone: everyone.length > 0,
  };
}

/** What a directory card may show: the ranking's internals stay on the server. */
function publicFields<T extends DirectoryTrainer>(trainer: T): DirectoryTrainer {
  const { slug, name, skills, mode, city, experienceYears, trainingYears, languages, count, total, average, photoUrl } =
    trainer;
  return { slug, name, skills, mode, city, experienceYears, trainingYears, languages, count, total, average, photoUrl };
}

/** An opted-in trainer's public page, or null (not opted in, deleted, or no such slug: the page is a 404). */
export async function publicTrainer(slug: string): Promise<PublicTrainer | null> {
  if (!isSlugShape(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.trainerProfiles)
    .where(and(listed, eq(schema.trainerProfiles.publicSlug, slug)))
    .limit(1);
  if (!row) return null;
  // The one reading of a trainer's visible reviews (the reviews service), shaped for the page.
  const reviews = (await listVisibleReviews(row.email)).map((review) => ({
    id: review.id,
    rating: review.stars,
    text: review.text,
    topic: review.trainingTopic,
    writtenAt: review.date,
    reply: review.reply,
    repliedAt: review.repliedAt,
  }));
  const summary = { count: reviews.length, total: reviews.reduce((sum, review) => sum + review.rating, 0) };
  const photos = await photoUrlsOf([row.email]);
  return {
    ...directoryTrainer(row, summary, photos.get(row.email) ?? null),
    headline: row.headline,
    perDayCharge: row.showRate ? row.perDayCharge : null,
    reviews,
  };
}

/** The public slug of each of these trainers who is in the directory (the manage page's links to public pages). */
export async function publicSlugsOf(emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ email: schema.trainerProfiles.email, slug: schema.trainerProfiles.publicSlug })
    .from(schema.trainerProfiles)
    .where(and(listed, inArray(schema.trainerProfiles.email, emails)));
  return new Map(rows.flatMap((row) => (row.slug ? [[row.email, row.slug] as const] : [])));
}

export type DirectorySettings = { listed: boolean; showRate: boolean; slug: string | null; headline: string };

export async function directorySettings(email: string): Promise<DirectorySettings> {
  const db = await getDb();
  const [row] = await db
    .select({
      listed: schema.trainerProfiles.listedInDirectory,
      showRate: schema.trainerProfiles.showRate,
      slug: schema.trainerProfiles.publicSlug,
      name: schema.trainerProfiles.name,
      headline: schema.trainerProfiles.headline,
    })
    .from(schema.trainerProfiles)
    .where(eq(schema.trainerProfiles.email, canonicalEmail(email)))
    .limit(1);
  return row
    ? {
        listed: isShownAsListed(row),
        showRate: row.showRate,
        slug: row.slug,
        headline: row.headline,
      }
    : { listed: false, showRate: false, slug: null, headline: "" };
}

/**
 * Saves "Show my profile to companies", "Show my per-day charge" and the headline (left as it is when not given;
 * the form's contract keeps it to HEADLINE_MAX characters, the column's check too). The first opt-in gives the profile its slug,
 * kept from then on (a link shared once keeps working, and a name change does not move the page). A trainer without
 * a saved profile with a name has nothing to show: "no-profile".
 */
export async function setDirectorySettings(
  email: string,
  settings: { listed: boolean; showRate: boolean; headline?: string },
): Promise<DirectorySettings | "no-profile"> {
  const owner = canonicalEmail(email);
  const db = await getDb();
  const headline = settings.headline === undefined ? {} : { headline: settings.headline.trim() };
  const [row] = await db
    .update(schema.trainerProfiles)
    .set({ listedInDirectory: settings.listed, showRate: settings.showRate, ...headline, updatedAt: sql`now()` })
    .where(and(eq(schema.trainerProfiles.email, owner), sql`${schema.trainerProfiles.name} <> ''`))
    .returning({
      name: schema.trainerProfiles.name,
      slug: schema.trainerProfiles.publicSlug,
      headline: schema.trainerProfiles.headline,
    });
  if (!row) {
    // Nothing to show; a trainer who opted out without a name is simply out.
    return settings.listed
      ? "no-profile"
      : { listed: false, showRate: settings.showRate, slug: null, headline: settings.headline ?? "" };
  }
  const slug = row.slug ?? (settings.listed ? await assignSlug(owner, row.name) : null);
  return { listed: settings.listed, showRate: settings.showRate, slug, headline: row.headline };
}

/**
 * Gives the profile its public slug: its name and a random suffix (publicSlug, decision record 0058), never the
 * first free one of the name, which would tell a namesake who opted in before. A draw already held by another
 * profile (the unique index refuses it) is drawn again.
 */
async function assignSlug(email: string, name: string): Promise<string> {
  const db = await getDb();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = publicSlug(name, randomBytes(SLUG_SUFFIX_BYTES));
    try {
      const [row] = await db
        .update(schema.trainerProfiles)
        .set({ publicSlug: sql`coalesce(${schema.trainerProfiles.publicSlug}, ${candidate})` })
        .where(eq(schema.trainerProfiles.email, email))
        .returning({ slug: schema.trainerProfiles.publicSlug });
      return row?.slug ?? candidate;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("no free slug after 5 attempts");
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
