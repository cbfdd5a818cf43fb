import Fuse from "fuse.js";
import { expect } from "vitest";
import { createRequirementSearch, SEARCH_THRESHOLD } from "~/lib/requirement-matching";
import { sql } from "drizzle-orm";
import { getDb, rawQuery } from "~/infra/db.server";
import {
  invalidateRequirementCache,
  publishedRequirements,
  requirementCandidateIds,
} from "~/services/requirements.server";
import { directoryTrainers, searchDirectory } from "~/services/trainer-directory.server";
import { directoryQueryFrom } from "~/forms/trainer-directory";

/**
 * The search candidate sets (decision record 0068) on whichever database `getDb()` opens: the embedded one
 * (tests/unit/search-candidates.test.ts) or PostgreSQL (tests/integration/search-candidates-postgres.test.ts).
 */

const TOPICS: [string, string][] = [
  ["Kubernetes", "Kubernetes operators for platform teams, with labs."],
  ["Power BI", "Power BI dashboards for finance analysts."],
  ["Azure DevOps", "Azure DevOps pipelines and release gates."],
  ["Python", "Python for data engineering, pandas and Spark."],
  ["Terraform", "Terraform modules, state and workspaces."],
  ["Splunk", "Splunk searches and dashboards for the SOC."],
];

export const BOARD_QUERIES = [
  "kubernetes",
  "Kubernetes",
  "kubernets",
  "kubernetees",
  "power bi",
  "Power BI",
  "azure devops",
  "azure devop",
  "data engineering",
  "data enginering",
  "terraform",
  "spark",
  "sql",
  "AI",
  "x",
  "zzqqxx",
  "100%",
  "under_score",
  "kubernetes operators for platform teams, with labs and more",
  "Kübernetes",
];

/**
 * Requirements of every topic, 2,000 filler ones that no query names (enough that the planner prefers the trigram index
 * to reading them all), and a pending one that is never shown.
 */
export async function fillRequirements(): Promise<void> {
  await rawQuery(
    `insert into requirements (topic, training_topic_name, details, status, posted_at)
     select t.topic, t.topic || ' ' || g, t.details, 'published', now() - (g || ' minutes')::interval
       from generate_series(1, 3) g, unnest($1::text[], $2::text[]) as t(topic, details)`,
    [TOPICS.map(([topic]) => topic), TOPICS.map(([, details]) => details)],
  );
  await rawQuery(
    `insert into requirements (topic, training_topic_name, details, status)
     select 'Onboarding', 'Onboarding ' || g, 'General onboarding for new joiners, batch ' || g, 'published'
       from generate_series(1, 2000) g`,
  );
  await rawQuery(
    `insert into requirements (topic, training_topic_name, details, status)
     values ('Kubernetes', 'Kubernetes pending', 'Kubernetes, not yet published', 'pending')`,
  );
  invalidateRequirementCache();
}

/** The board search finds exactly what fuse.js over every published requirement finds, from fewer candidates. */
export async function expectBoardSearchAsFuseOverAll(): Promise<void> {
  const { requirements, search } = await publishedRequirements();
  const everyRow = createRequirementSearch(requirements);
  for (const query of BOARD_QUERIES) {
    const expected = everyRow(query).map((requirement) => requirement.id);
    expect(
      (await search(query)).map((requirement) => requirement.id),
      query,
    ).toEqual(expected);
    const candidates = await requirementCandidateIds(query.trim(), SEARCH_THRESHOLD);
    if (candidates) for (const id of expected) expect(candidates.has(id), `${query}: ${id}`).toBe(true);
  }
  // The database narrows: a topic's search leaves the other topics' requirements out of its candidates.
  const kubernetes = await requirementCandidateIds("kubernetees", SEARCH_THRESHOLD);
  expect(kubernetes?.size).toBe(3);
  // A typo still finds the requirement (one edit in ten characters, fuse.js's threshold 0.1).
  expect((await search("kubernetees")).map((requirement) => requirement.topic)).toEqual([
    "Kubernetes",
    "Kubernetes",
    "Kubernetes",
  ]);
  // What the database cannot lower-case as JavaScript does is judged by fuse.js over every requirement.
  expect(await requirementCandidateIds("Kübernetes", SEARCH_THRESHOLD)).toBeNull();
}

const TRAINERS: [name: string, skills: string[], city: string][] = [
  ["Asha Rao", ["Terraform", "Azure"], "Pune"],
  ["Vikram Iyer", ["Kubernetes", "Docker"], "Chennai"],
  ["Meera Shah", ["Power BI", "Excel"], "Mumbai"],
  ["Rahul Verma", ["Python", "Data Engineering"], "Bengaluru"],
  ['Quote "Q" Person', ["Splunk"], "Delhi"],
];

export const DIRECTORY_QUERIES = [
  "terraform",
  "terrafrom",
  "teraform",
  "kubernets",
  "chenai",
  "Meera",
  "mera sha",
  "python data",
  "x",
  "zzqqxx",
  '"Q"',
  "Filler 1234",
  "terraform and kubernetes for platform teams in pune",
];

/** Listed trainers, 2,000 filler ones, and one who did not opt in. */
export async function fillTrainers(): Promise<void> {
  await rawQuery(
    `insert into trainer_profiles (email, name, skills, location, listed_in_directory, public_slug)
     select 'search-' || n || '@example.com', t.name, t.skills::jsonb, t.city, true, 'search-' || n
       from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(name, skills, city, n)`,
    [
      TRAINERS.map(([name]) => name),
      TRAINERS.map(([, skills]) => JSON.stringify(skills)),
      TRAINERS.map(([, , city]) => city),
    ],
  );
  await rawQuery(
    `insert into trainer_profiles (email, name, skills, location, listed_in_directory, public_slug)
     select 'filler-' || g || '@example.com', 'Filler ' || g, '["Onboarding"]'::jsonb, 'Nagpur', true, 'filler-' || g
       from generate_series(1, 2000) g`,
  );
  await rawQuery(
    `insert into trainer_profiles (email, name, skills, location, listed_in_directory)
     values ('hidden@example.com', 'Hidden Terraform', '["Terraform"]'::jsonb, 'Pune', false)`,
  );
}

/**
 * The directory search, which matches each distinct name, skill and city once (decision record 0072), finds exactly
 * what fuse.js over every listed trainer finds, in the directory's ranked order.
 */
export async function expectDirectorySearchAsFuseOverAll(): Promise<void> {
  const everyone = await directoryTrainers();
  const fuse = new Fuse(everyone, { keys: ["name", "allSkills", "city"], threshold: 0.3, ignoreLocation: true });
  for (const q of DIRECTORY_QUERIES) {
    const found = new Set(fuse.search(q).map((result) => result.item.slug));
    const expected = everyone.filter((trainer) => found.has(trainer.slug)).map((trainer) => trainer.slug);
    const page = await searchDirectory(directoryQueryFrom(new URLSearchParams({ q })));
    expect(page.total, q).toBe(expected.length);
    expect(
      page.trainers.map((trainer) => trainer.slug),
      q,
    ).toEqual(expected.slice(0, page.trainers.length));
  }
  // A typo still finds the trainer.
  const typo = await searchDirectory(directoryQueryFrom(new URLSearchParams({ q: "terrafrom" })));
  expect(typo.trainers.map((trainer) => trainer.name)).toEqual(["Asha Rao"]);
}

/**
 * The indexes of migration 0023_search_candidates exist on the expressions the candidate queries use, and the planner
 * answers the vendor page's star counts from its own (the board's list has an index on its status that a small table's
 * planner prefers; the 10x bench shows the board's). The directory needs none since decision record 0072 (migration
 * 0024_directory_search_in_memory).
 */
export async function expectIndexesAnswer(): Promise<void> {
  const definitions = await rawQuery<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where indexname like '%_trgm_idx' or indexname like '%_stars_idx' order by 1`,
  );
  expect(definitions.map((row) => row.indexname)).toEqual([
    "requirements_search_trgm_idx",
    "vendor_ratings_approved_stars_idx",
  ]);
  expect(definitions[0]!.indexdef).toContain("gin_trgm_ops");
  await rawQuery("analyze requirements, trainer_profiles, vendor_ratings");
  // One transaction, so that the setting holds for the explained query on a pool of connections (PostgreSQL) too.
  const plan = async (text: string) => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local enable_seqscan = off"));
      const result = (await tx.execute(sql.raw(`explain ${text}`))) as unknown;
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
  };
  expect(
    await plan(
      `select vendor_id, rating, count(*) from vendor_ratings where status = 'approved' and vendor_id between 1 and 500
         group by vendor_id, rating`,
    ),
  ).toContain("vendor_ratings_approved_stars_idx");
}
