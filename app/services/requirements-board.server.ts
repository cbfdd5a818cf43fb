import { modeFitOf } from "~/lib/delivery-mode";
import {
  matchRequirements,
  type BoardCard,
  type BoardRequirement,
  type MatchedRequirement,
} from "~/lib/requirement-matching";
import { getConfig } from "~/infra/config.server";
import { appliedRequirementIds, publishedRequirements } from "./requirements.server";
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
type ListViews = { searches: Map<string, readonly BoardRequirement[]>; views: Map<string, BoardView> };
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

function boardView(
  whole: readonly BoardRequirement[],
  search: (query: string) => BoardRequirement[],
  query: string,
  skills: readonly string[],
): BoardView {
  let list = viewsByList.get(whole);
  if (!list) {
    list = { searches: new Map(), views: new Map() };
    viewsByList.set(whole, list);
  }
  const { searches, views } = list;
  return remembered(views, `${query}\u0000${skills.join("\u0000")}`, () => {
    const found = remembered(searches, query, () => search(query));
    const ordered = matchRequirements(found, skills, null, MAX_PAGES * REQUIREMENTS_PER_PAGE, whole);
    return { total: found.length, ordered };
  });
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
    publishedRequirements().catch(loadFailed("the requirements list", () => ({ requirements: [], search: () => [] }))),
    localTrainerProfile(cookieHeader, email).catch(
      loadFailed("the trainer profile", () => localTrainerProfile(cookieHeader, null)),
    ),
    shareTotal(paths.board()).catch(loadFailed("the share count", () => 0)),
  ]);
  const { total, ordered } = boardView(whole, search, query, profile.skills);
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
