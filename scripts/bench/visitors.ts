/**
 * Simulated visitors for the realistic-load benches (realistic-load.bench.ts, scale.bench.ts): each visitor views a
 * page, waits 1–3 s (think time) and goes on; one in five is signed in, with a session made directly as the browser
 * tests make theirs (a sessions row and the signed cookie that names it); the pages are mixed over the home page,
 * the catalogue, a course page, the board (browse and search), the vendor page, the trainer directory (browse and
 * search) and the contact form, whose POST carries the served form token and its captcha's answer, opened here with
 * the app's own sealing key (the bench and the server share SESSION_SECRET). Each visitor has a client address of its
 * own (X-Forwarded-For, the server trusting one proxy hop), so the per-address rate limits count per visitor.
 */
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import type { Session } from "@remix-run/node";
import { contactForm } from "~/forms/contact";
import { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/forms/abuse";
import { paths } from "~/lib/paths";
import { commitSession, SESSION_ID_KEY, sessionSecrets, sessionStorage } from "~/infra/session.server";
import { openFormToken } from "~/services/form-token.server";
import type { Query } from "./server-process";

export const TOPICS = [
  "Azure",
  "DevOps",
  "Kubernetes",
  "Python",
  "Data Engineering",
  "Splunk",
  "Terraform",
  "Power BI",
  "Machine Learning",
  "Java",
];
const CITIES = ["Bengaluru", "Pune", "Hyderabad", "Chennai", "Mumbai", "Delhi", "Kolkata", "Noida"];
const MODES = ["online", "in_person", "hybrid"];

/** Rows at scale 1; the 10× scale multiplies each (50,000 requirements, 10,000 trainers, 200,000 ratings). */
export const BASE_SCALE = { requirements: 5_000, trainers: 1_000, ratings: 20_000 } as const;
/** 25 raters per vendor, as the vendor page's own bench has it. */
const RATINGS_PER_VENDOR = 25;

export type Scale = { requirements: number; trainers: number; vendors: number; ratings: number };
export function scaleOf(factor: number): Scale {
  const ratings = Math.round(BASE_SCALE.ratings * factor);
  return {
    requirements: Math.round(BASE_SCALE.requirements * factor),
    trainers: Math.round(BASE_SCALE.trainers * factor),
    vendors: Math.round(ratings / RATINGS_PER_VENDOR),
    ratings,
  };
}

/** Published requirements, directory trainers, approved vendors and their ratings (every tenth one pending). */
export async function fillScale(query: Query, scale: Scale): Promise<void> {
  await query(
    `insert into requirements (topic, training_topic_name, details, status, posted_at)
     select t.topic, t.topic || ' training for team ' || g,
            'We need a ' || (1 + g % 5) || '-day instructor-led ' || t.topic || ' course for ' || (5 + g % 20) ||
            ' engineers in batch ' || g || ', with hands-on labs, assessments and a certificate at the end.',
            'published', now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) g
       join (select topic, row_number() over () - 1 as n from unnest($2::text[]) topic) t on t.n = g % $3::int`,
    [scale.requirements, TOPICS, TOPICS.length],
  );
  await query(
    `insert into trainer_profiles (email, name, mobile_numbers, skills, location, preferred_training_mode,
                                   experience, training_experience, listed_in_directory, public_slug)
     select 'trainer-' || g || '@example.com', 'Trainer ' || g, '["9845012345"]'::jsonb,
            jsonb_build_array(($2::text[])[1 + g % $3::int], ($2::text[])[1 + (g / 7) % $3::int]),
            ($4::text[])[1 + g % $5::int], ($6::text[])[1 + g % 3], 3 + g % 20, 1 + g % 15, true, 'trainer-' || g
       from generate_series(1, $1::int) g`,
    [scale.trainers, TOPICS, TOPICS.length, CITIES, CITIES.length, MODES],
  );
  await query(
    `insert into vendors (name, website, normalized_website, description, status)
     select 'Vendor ' || g, 'https://vendor-' || g || '.example', 'vendor-' || g || '.example',
            'Corporate training in cloud, data and DevOps, batch ' || g, 'approved'
       from generate_series(1, $1::int) g`,
    [scale.vendors],
  );
  await query(
    `insert into vendor_ratings (vendor_id, user_email, rating, status)
     select 1 + (g % $1::int), 'rater-' || (g / $1::int) || '@example.com', 1 + ((g * 7) % 5),
            case when g % 10 = 0 then 'pending' else 'approved' end
       from generate_series(0, $2::int - 1) g`,
    [scale.vendors, scale.ratings],
  );
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

/**
 * `count` signed-in trainers, each with a session row and a saved profile (skills, a mobile number), as sign-in and
 * the profile form leave them; returns each one's Cookie header, signed with this process's SESSION_SECRET.
 */
export async function fillSessions(query: Query, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomBytes(32).toString("base64url"));
  await query(
    `insert into sessions (id_hash, email, name, expires_at)
     select h, 'visitor-' || n || '@example.com', 'Visitor ' || n, now() + interval '1 day'
       from unnest($1::text[]) with ordinality as s(h, n)`,
    [ids.map(hashOf)],
  );
  await query(
    `insert into trainer_profiles (email, name, mobile_numbers, skills)
     select 'visitor-' || n || '@example.com', 'Visitor ' || n, '["9845012345"]'::jsonb,
            jsonb_build_array(($2::text[])[1 + n % $3::int], 'Python')
       from generate_series(1, $1::int) n`,
    [count, TOPICS, TOPICS.length],
  );
  const cookies: string[] = [];
  for (const id of ids) {
    const session: Session = await sessionStorage().getSession();
    session.set(SESSION_ID_KEY, id);
    cookies.push((await commitSession(session)).split(";")[0]!);
  }
  return cookies;
}

/** What a visitor does next: a label for the report, and its share of the views. */
type Step = { label: string; weight: number; path: () => string; post?: boolean };
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const SEARCHES = ["kubernetes", "power bi", "azure devops", "python", "terraform"];
export const STEPS: Step[] = [
  { label: "home", weight: 14, path: () => paths.home },
  { label: "catalogue", weight: 12, path: () => paths.courses() },
  { label: "course page", weight: 10, path: () => paths.courseSingle },
  { label: "board", weight: 14, path: () => paths.board() },
  { label: "board search", weight: 10, path: () => paths.board({ q: pick(SEARCHES) }) },
  { label: "vendor page", weight: 12, path: () => paths.vendorsRating() },
  { label: "directory", weight: 10, path: () => paths.trainers() },
  { label: "directory search", weight: 8, path: () => paths.trainers({ q: pick(SEARCHES) }) },
  { label: "contact form", weight: 10, path: () => paths.contact, post: true },
];
const TOTAL_WEIGHT = STEPS.reduce((sum, step) => sum + step.weight, 0);
function nextStep(): Step {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const step of STEPS) {
    roll -= step.weight;
    if (roll < 0) return step;
  }
  return STEPS[0]!;
}

export type PageStats = { times: number[]; errors: number; statuses: Map<number, number> };
export type LoadResult = { pages: Map<string, PageStats>; views: number; errors: number; seconds: number };

/** A page's text as the server compressed it (brotli or gzip, what a browser accepts). */
function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(bytes).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

export type Answer = { status: number; ms: number; body: string };

/** How long a visitor waits for an answer before counting it as an error. */
const REQUEST_TIMEOUT_MS = 10_000;

export function request(
  agent: http.Agent,
  port: number,
  method: "GET" | "POST",
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
  keepBody = false,
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      { host: "127.0.0.1", port, method, path: urlPath, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => keepBody && chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: keepBody ? decoded(Buffer.concat(chunks), response.headers["content-encoding"]) : "",
          }),
        );
        response.on("error", () => resolve({ status: 0, ms: performance.now() - started, body: "" }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", () => resolve({ status: 0, ms: performance.now() - started, body: "" }));
    outgoing.end(body);
  });
}

/** The hidden fields the page's form posts back (its form token, its name, where to return). */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return fields;
}

/** The first refused post's status and text, printed once: a bench that posts wrongly must say so. */
let refusalShown = false;

/**
 * `visitors` visitors for `seconds` against the server on `port`, each starting within the first 2 s (a ramp, so
 * they do not arrive in one burst); `cookies` are the signed-in visitors' (one in five takes one). No request starts
 * after the deadline; every one started before it is waited for and counted, however slow.
 */
export async function runVisitors(
  port: number,
  visitors: number,
  seconds: number,
  cookies: string[],
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const origin = `http://127.0.0.1:${port}`;
  const pages = new Map<string, PageStats>(
    [...STEPS.map((step) => step.label), "contact post"].map((label) => [
      label,
      { times: [], errors: 0, statuses: new Map() },
    ]),
  );
  const started = Date.now();
  const end = started + seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => sleep(1000 + Math.random() * 2000);
  const record = (label: string, answer: Answer, ok: boolean) => {
    const stats = pages.get(label)!;
    stats.times.push(answer.ms);
    stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
    if (!ok) stats.errors += 1;
  };
  const visitor = async (index: number) => {
    const signedIn = index % 5 === 0 && cookies.length > 0;
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const headers: Record<string, string> = {
      "Accept-Encoding": "gzip, deflate, br",
      "X-Forwarded-For": address,
      "User-Agent": "Mozilla/5.0 (bench visitor)",
    };
    if (signedIn) headers.Cookie = cookies[Math.floor(index / 5) % cookies.length]!;
    await sleep(Math.random() * 2000);
    let posts = 0;
    while (Date.now() < end) {
      const step = nextStep();
      const page = await request(agent, port, "GET", step.path(), headers, undefined, step.post);
      record(step.label, page, page.status === 200);
      await think();
      if (!step.post || page.status !== 200 || Date.now() > end) continue;
      const hidden = hiddenFields(page.body);
      const token = hidden[FORM_TOKEN_FIELD] ?? "";
      posts += 1;
      const form = new URLSearchParams({
        ...hidden,
        name: `Visitor ${index}`,
        email: `visitor-${index}-${posts}-${started}@example.com`,
        phone: "9845012345",
        subject: "Team training",
        description: "We would like a two-day course for our team.",
        [FORM_TOKEN_FIELD]: token,
        [HONEYPOT_FIELD]: "",
        [CAPTCHA_FIELD]: String(openFormToken(sessionSecrets(), contactForm.kind, token)?.sum ?? ""),
      });
      const sent = await request(
        agent,
        port,
        "POST",
        paths.contact,
        { ...headers, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        form.toString(),
        true,
      );
      // Without JavaScript the form answers with a redirect to its success message (post/redirect/get).
      const accepted = sent.status === 200 || sent.status === 302 || sent.status === 303;
      if (!accepted && !refusalShown && sent.status !== 0) {
        refusalShown = true;
        const text = sent.body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
        console.log(`a contact post was refused, ${sent.status}: ${text.replace(/\s+/g, " ").slice(0, 300)}`);
      }
      record("contact post", sent, accepted);
      await think();
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)));
  agent.destroy();
  let views = 0;
  let errors = 0;
  for (const stats of pages.values()) {
    views += stats.times.length;
    errors += stats.errors;
  }
  return { pages, views, errors, seconds: (Date.now() - started) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The p95 over every answer of `result`, and per label. */
export function overallP95(result: LoadResult): number {
  const all = [...result.pages.values()].flatMap((stats) => stats.times).sort((a, b) => a - b);
  return percentile(all, 95);
}

export function printPages(prefix: string, result: LoadResult, goalMs: number): boolean {
  let met = true;
  for (const [label, stats] of result.pages) {
    const times = [...stats.times].sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > goalMs || stats.errors > 0) met = false;
    const odd = [...stats.statuses].filter(([status]) => status !== 200 && status !== 303 && status !== 302);
    console.log(
      `${prefix} ${label.padEnd(17)} ${String(times.length).padStart(6)} views  p50 ${percentile(times, 50)
        .toFixed(0)
        .padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms  p99 ${percentile(times, 99)
        .toFixed(0)
        .padStart(
          5,
        )} ms  ${stats.errors} errors${odd.length ? ` (${odd.map(([s, n]) => `${n}× ${s}`).join(", ")})` : ""}`,
    );
  }
  return met;
}
