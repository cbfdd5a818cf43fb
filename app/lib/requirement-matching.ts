import Fuse from "fuse.js";
import { modeFitOf, modeFitText, type ModeFit } from "./delivery-mode";

/**
 * The requirements board's rules (docs/product.md sections 3 and 9), shared by the server and the browser:
 * the postedOn text, the tokens of a requirement, the fuzzy search, and the matching of a trainer's skills.
 */

export type BoardRequirement = {
  id: number;
  topic: string;
  trainingTopicName: string;
  details: string;
  /** Like "May 02, 2024, 10:30 AM": its first 12 characters are the date the board shows. */
  postedOn: string;
  /** Where the training is delivered, as the company typed it ("Online", "Pune"); absent or "" when not given. */
  deliveryLocation?: string;
};

/** A requirement with what matched the trainer: skills, and the training mode when both sides name one. */
export type MatchedRequirement = BoardRequirement & { matchedSkills: string[]; modeFit: ModeFit | null };

/** A requirement as the board's card shows it: what matched, whether the trainer applied, and how many did. */
export type BoardCard = MatchedRequirement & { applied: boolean; applicants: number };

const POSTED_ON_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** "May 02, 2024, 10:30 AM" in India time, where the business and most companies are. */
export function formatPostedOn(date: Date): string {
  return POSTED_ON_FORMAT.format(date).replace(/\u202f/g, " ");
}

/** The date part the board shows: the first 12 characters of postedOn. */
export function postedDate(postedOn: string): string {
  return postedOn.slice(0, 12);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The ISO date (`2024-05-02`) of postedOn ("May 02, 2024, 10:30 AM"), for `<time datetime>`. */
export function postedDateTime(postedOn: string): string | undefined {
  const match = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})/.exec(postedOn);
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  return match && month > 0 ? `${match[3]}-${String(month).padStart(2, "0")}-${match[2]}` : undefined;
}

/** Lower-cased words of two or more characters, each once, in order of first appearance. */
export function tokensOf(details: string): string[] {
  const words = details.toLowerCase().match(/[\p{L}\p{N}#+.]+/gu) ?? [];
  return [...new Set(words.map((word) => word.replace(/^[.]+|[.]+$/g, "")).filter((word) => word.length >= 2))];
}

export const SEARCH_THRESHOLD = 0.1;
export const MATCH_THRESHOLD = 0.3;

/** For each distinct string, the positions of the requirements that carry it. */
function positionsByValue(values: readonly (readonly string[])[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  values.forEach((list, index) => {
    for (const value of list) {
      const found = positions.get(value);
      if (found) found.push(index);
      else positions.set(value, [index]);
    }
  });
  return positions;
}

/**
 * A reusable search over a fixed list of requirements (build once, search many times): Fuse with threshold
 * 0.1 and minimum match length 2 on the topic and on the tokens of the details.
 *
 * Fuse keeps a requirement when its topic or any one of its tokens matches, each string judged on its own, so
 * searching the distinct topics and the distinct tokens (the vocabulary, a few thousand words however
 * many requirements there are) and mapping the hits back gives exactly the requirements a Fuse search over the requirements
 * would, for a fraction of the work: 5,000 requirements share far fewer words than they hold.
 */
export function createRequirementSearch<T extends BoardRequirement>(
  requirements: readonly T[],
  /** Each requirement's `tokensOf(details)`, when the caller has them already (the server keeps them). */
  tokens: readonly (readonly string[])[] = requirements.map((requirement) => tokensOf(requirement.details)),
) {
  const byTopic = positionsByValue(requirements.map((requirement) => [requirement.topic]));
  const byToken = positionsByValue(tokens);
  const options = { threshold: SEARCH_THRESHOLD, minMatchCharLength: 2, ignoreLocation: true };
  const topics = new Fuse([...byTopic.keys()], options);
  const vocabulary = new Fuse([...byToken.keys()], options);
  return (query: string): T[] => {
    const q = query.trim();
    if (!q) return [...requirements];
    const hits = new Set<number>();
    for (const { item } of topics.search(q)) for (const index of byTopic.get(item)!) hits.add(index);
    for (const { item } of vocabulary.search(q)) for (const index of byToken.get(item)!) hits.add(index);
    return requirements.filter((_, index) => hits.has(index));
  };
}

/**
 * Marks the requirements whose details match any of the trainer's skills (Fuse, threshold 0.3) and puts them
 * first; within each group the original (newest first) order stays. With the trainer's preferred training
 * mode, each requirement also says whether that mode fits its delivery location (app/lib/delivery-mode.ts).
 * `limit` answers only the first requirements of that order: the board shows 30 of 5,000, and copying every
 * requirement to mark it cost more than the rest of its request.
 */
export function matchRequirements<T extends BoardRequirement>(
  requirements: readonly T[],
  skills: readonly string[],
  trainerMode: string | null = null,
  limit = Infinity,
  /** The whole list's matches of a skill, when the caller keeps them (the board, per list and skill). */
  matchesOf?: (skill: string) => ReadonlySet<object>,
): (T & { matchedSkills: string[]; modeFit: ModeFit | null })[] {
  const wanted = wantedSkills(skills);
  const matched = new Map<number, string[]>();
  if (wanted.length > 0 && matchesOf) {
    // Each requirement's match is its own (Fuse scores a requirement on its own text), so the matches in a
    // search's results are the whole list's matches that the search kept.
    const sets = wanted.map((skill) => [skill, matchesOf(skill)] as const);
    requirements.forEach((requirement, index) => {
      for (const [skill, set] of sets) {
        if (!set.has(requirement)) continue;
        const list = matched.get(index) ?? [];
        list.push(skill);
        matched.set(index, list);
      }
    });
  } else if (wanted.length > 0) {
    const fuse = new Fuse(requirements, {
      keys: ["details"],
      threshold: MATCH_THRESHOLD,
      ignoreLocation: true,
      minMatchCharLength: 2,
    });
    for (const skill of wanted) {
      for (const result of fuse.search(skill)) {
        const list = matched.get(result.refIndex) ?? [];
        list.push(skill);
        matched.set(result.refIndex, list);
      }
    }
  }
  const order = [...matched.keys()].sort((a, b) => a - b);
  for (let index = 0; index < requirements.length && order.length < limit; index += 1) {
    if (!matched.has(index)) order.push(index);
  }
  return order.slice(0, limit).map((index) => ({
    ...requirements[index]!,
    matchedSkills: matched.get(index) ?? [],
    modeFit: modeFitOf(trainerMode, requirements[index]!.deliveryLocation),
  }));
}

/** The skills `matchRequirements` matches: trimmed, each once, of two characters or more. */
export function wantedSkills(skills: readonly string[]): string[] {
  return [...new Set(skills.map((skill) => skill.trim()).filter((skill) => skill.length >= 2))];
}

/** The requirements whose details match `skill` as `matchRequirements` matches them (Fuse, threshold 0.3). */
export function detailsMatching<T extends BoardRequirement>(requirements: readonly T[], skill: string): Set<T> {
  const fuse = new Fuse(requirements, {
    keys: ["details"],
    threshold: MATCH_THRESHOLD,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return new Set(fuse.search(skill).map((result) => result.item));
}

/**
 * The board's and the alert digest's explanation of a match, from what the trainer can see (their skills
 * and mode, the requirement's text and location): "Matched on: Azure, Terraform · online ✓"; null when no skill
 * matched.
 */
export function matchExplanation(requirement: {
  matchedSkills: readonly string[];
  modeFit: ModeFit | null;
}): string | null {
  if (requirement.matchedSkills.length === 0) return null;
  const skills = `Matched on: ${requirement.matchedSkills.join(", ")}`;
  return requirement.modeFit ? `${skills} · ${modeFitText(requirement.modeFit)}` : skills;
}

/** A card's applicant count, said plainly so that nobody has to guess or pay to see it (docs/product.md section 10, the marketplace loop). */
export function applicantsText(applicants: number): string {
  if (applicants === 0) return "No applications yet";
  return `${applicants} ${applicants === 1 ? "trainer" : "trainers"} applied`;
}
