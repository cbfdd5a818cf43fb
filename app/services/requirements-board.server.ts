import { modeFitOf } from "~/lib/delivery-mode";
import {
  detailsMatching,
  MATCH_THRESHOLD,
  matchRequirements,
  wantedSkills,
  type BoardCard,
  type BoardRequirement,
  type MatchedRequirement,
} from "~/lib/requirement-matching";
import { getConfig } from "~/infra/config.server";
import { appliedRequirementIds, publishedRequirements, requirementCandidates } from "./requirements.server";
import { applicantCounts } from "./requirement-stats.server";
import { shareTotal } from "./shares.server";
import { localTrainerProfile } from "./trainer-profiles.server";
import { paths } from "~/lib/paths";

/** Requirements shown per page; "Show more requirements" adds a page, up to MAX_PAGES. */
export const REQUIREMENTS_PER_PAGE = 30;
const MAX_PAGES = 50;
const MAX_QUERY_LENGTH = 100;

export type BoardData = {
  query: string;
  requirements: BoardCard[];
  total: number;
  shown: number;
  /** The `pages` value of "Show more requirements", or null when every match is shown. */
  morePages: number | null;
  profile: {
    mobileNumber: string;
    skills: string[];
    preferredTrainingMode: string | null;
    perDayCharge: number | null;
  };
  shareCount: number;
  /** null: "Submit Word Profile" leads to our own CV upload. */
  wordProfileFormUrl: string | null;
};

/** The board's `?q=` (trimmed, at most 100 characters) and `?pages=` (1 to 50, anything else 1). */
export function boardParams(searchParams: URLSearchParams): { query: string; pages: number } {
  const query = (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const pages = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(searchParams.get("pages") ?? "1", 10) || 1));
  return { query, pages };
}

/** Logs a failed part of the board and answers its fallback instead. */
function loadFailed<T>(what: string, fallback: () => T): (error: unknown) => T {
  return (error) => {
    console.error(`[board] loading ${what} failed:`, error);
    return fallback();
  };
}

/**
 * What a board shows for one search and one set of skills, worked out once per list (decision 0050): the search's
 * results and the first MAX_PAGES pages of them in the matched-first order, with each one's matched skills. What
 * depends on the trainer alone (the training mode's fit, applied, counts) is added per render, on one page.
 * Kept on the cached list (a new array after every change), at most VIEWS_PER_LIST of each, the oldest used leaving.
 */
type BoardView = { total: number; ordered: readonly MatchedRequirement[] };
type ListViews = {
  searches: Map<string, Promise<readonly BoardRequirement[]>>;
  views: Map<string, Promise<BoardView>>;
};
const viewsByList = new WeakMap<readonly BoardRequirement[], ListViews>();
const VIEWS_PER_LIST = 32;

function remembered<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= VIEWS_PER_LIST) map.delete(map.keys().next().value as string);
  } else {
    map.delete(key);
  }
  map.set(key, value);
  return value;
}

/** Like `remembered`, for work that can fail: a failed search is forgotten, so that the next request asks again. */
function rememberedPromise<V>(map: Map<string, Promise<V>>, key: string, make: () => Promise<V>): Promise<V> {
  const value = remembered(map, key, make);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  return value;
}

function boardView(
  whole: readonly BoardRequirement[],
  search: (query: string) => Promise<BoardRequirement[]>,
  query: string,
  skills: readonly string[],
): Promise<BoardView> {
  let list = viewsByList.get(whole);
  if (!list) {
    list = { searches: new Map(), views: new Map() };
    viewsByList.set(whole, list);
  }
  const { searches, views } = list;
  return rememberedPromise(views, `${query}\u0000${skills.join("\u0000")}`, async () => {
    const [found, matches] = await Promise.all([
      rememberedPromise(searches, query, () => search(query)),
      skillMatchesOf(whole, skills),
    ]);
    const matchesOf = (skill: string) => matches.get(skill) ?? new Set();
    const ordered = matchRequirements(found, skills, null, MAX_PAGES * REQUIREMENTS_PER_PAGE, matchesOf);
    return { total: found.length, ordered };
  });
}

/** Per list, the requirements each skill matches: every signed-in trainer's board asks for the same few skills. */
const skillMatchesByList = new WeakMap<readonly BoardRequirement[], Map<string, Promise<Set<BoardRequirement>>>>();
/** Skills remembered per list: trainers' skills repeat; a list is replaced on any change anyway. */
const MAX_SKILLS_PER_LIST = 2_000;

/**
 * The requirements of `whole` that each of the skills matches (as `matchRequirements` matches them), worked out once
 * per list and skill, and among the database's candidates alone (decision record 0068): Fuse over every
 * requirement's details for each new skill was the signed-in board's cost in time and memory at 50,000 requirements.
 */
async function skillMatchesOf(
  whole: readonly BoardRequirement[],
  skills: readonly string[],
): Promise<Map<string, Set<BoardRequirement>>> {
  let bySkill = skillMatchesByList.get(whole);
  if (!bySkill) {
    bySkill = new Map();
    skillMatchesByList.set(whole, bySkill);
  }
  const known = bySkill;
  const sets = wantedSkills(skills).map(async (skill) => {
    let found = known.get(skill);
    if (!found) {
      if (known.size >= MAX_SKILLS_PER_LIST) known.clear();
      found = requirementCandidates(whole, skill, MATCH_THRESHOLD).then((candidates) =>
        detailsMatching(candidates, skill),
      );
      known.set(skill, found);
      found.catch(() => known.delete(skill));
    }
    return [skill, await found] as const;
  });
  return new Map(await Promise.all(sets));
}

/**
 * The board for one visitor: published requirements (newest first), the search, the trainer's skills matched
 * and sorted first, and which of them this trainer has applied to. `pages` shows further pages.
 */
export async function requirementsBoard({
  query,
  pages,
  email,
  cookieHeader,
}: {
  query: string;
  pages: number;
  email: string | null;
  cookieHeader: string | null;
}): Promise<BoardData> {
  // docs/product.md section 10 (operations): a failure to load the list is logged and the board shows an empty list; the
  // page's other parts fall back the same way, so a database outage never takes the board down.
  const [{ requirements: whole, search }, profile, shareCount] = await Promise.all([
    publishedRequirements().catch(
      loadFailed("the requirements list", () => ({ requirements: [], search: () => Promise.resolve([]) })),
    ),
    localTrainerProfile(cookieHeader, email).catch(
      loadFailed("the trainer profile", () => localTrainerProfile(cookieHeader, null)),
    ),
    shareTotal(paths.board()).catch(loadFailed("the share count", () => 0)),
  ]);
  const { total, ordered } = await boardView(whole, search, query, profile.skills).catch(
    loadFailed("the search", () => ({ total: 0, ordered: [] })),
  );
  const visible = ordered.slice(0, pages * REQUIREMENTS_PER_PAGE).map((requirement) => ({
    ...requirement,
    modeFit: modeFitOf(profile.preferredTrainingMode, requirement.deliveryLocation),
  }));
  const visibleIds = visible.map((requirement) => requirement.id);
  const [appliedIds, counts] = await Promise.all([
    email
      ? appliedRequirementIds(email, visibleIds).catch(loadFailed("the trainer's applications", () => []))
      : Promise.resolve([]),
    applicantCounts(visibleIds).catch(loadFailed("the applicant counts", () => new Map<number, number>())),
  ]);
  const applied = new Set(appliedIds);
  return {
    query,
    requirements: visible.map((requirement) => {
      return { ...requirement, applied: applied.has(requirement.id), applicants: counts.get(requirement.id) ?? 0 };
    }),
    total,
    shown: visible.length,
    morePages: visible.length < total ? pages + 1 : null,
    profile,
    shareCount,
    wordProfileFormUrl: getConfig().wordProfileFormUrl ?? null,
  };
}
