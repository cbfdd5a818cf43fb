import { TRAINING_MODES, type TrainingMode } from "~/lib/training-modes";

/** The directory settings' section of /trainer-profile (its element id, and its flash's target). */
export const DIRECTORY_TARGET = "directory";

/**
 * The directory's search (`/trainers`, decision record 0047): a GET form, so that it works without JavaScript and a
 * search is a link. Each parameter is read by `directoryQueryFrom`: anything unknown or too long is dropped or cut,
 * never an error page (a search box has nothing to refuse).
 */
export const DIRECTORY_PARAMS = { q: "q", skill: "skill", mode: "mode", city: "city", page: "page" } as const;
export const DIRECTORY_QUERY_MAX = 100;
export const TRAINERS_PER_PAGE = 12;

export type DirectoryQuery = { q: string; skill: string; mode: TrainingMode | ""; city: string; page: number };

const text = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, DIRECTORY_QUERY_MAX);

export function directoryQueryFrom(params: URLSearchParams): DirectoryQuery {
  const mode = params.get(DIRECTORY_PARAMS.mode);
  const page = Number.parseInt(params.get(DIRECTORY_PARAMS.page) ?? "1", 10);
  return {
    q: text(params, DIRECTORY_PARAMS.q),
    skill: text(params, DIRECTORY_PARAMS.skill),
    mode: TRAINING_MODES.find((known) => known === mode) ?? "",
    city: text(params, DIRECTORY_PARAMS.city),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export const DIRECTORY_TEXTS = {
  search: "Search trainers",
  placeholder: "Name, skill or city",
  anySkill: "Any skill",
  anyMode: "Any training mode",
  anyCity: "Any city",
  apply: "Show trainers",
  empty: "No trainer in the directory matches this search.",
  none: "No trainer has joined the directory yet.",
  failed: "Failed to load trainers. Please try again.",
} as const;
