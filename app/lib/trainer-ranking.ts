/**
 * The directory's order (decision record 0047): a Bayesian average of a trainer's verified
 * reviews, so that a few reviews count for little until there are more of them. Each trainer's stars are blended
 * with PRIOR_WEIGHT imagined reviews of PRIOR_MEAN stars: one 5-star review scores (5 × 3.5 + 5) / 6 = 3.75, forty
 * 4.8-star reviews (5 × 3.5 + 40 × 4.8) / 45 ≈ 4.66. The page shows the plain average and the count beside it, never
 * the score. Browser-safe: the unit tests and the server share it.
 */

/** The stars a trainer is assumed to have before any review: the middle of "good". */
export const PRIOR_MEAN = 3.5;
/** How many reviews the prior weighs as: below about this many, the count matters more than the stars. */
export const PRIOR_WEIGHT = 5;

export type ReviewSummary = { count: number; /** The sum of the stars. */ total: number };

/** The ranking score: the prior blended with the reviews. A trainer without reviews scores PRIOR_MEAN. */
export function bayesianScore({ count, total }: ReviewSummary): number {
  return (PRIOR_WEIGHT * PRIOR_MEAN + total) / (PRIOR_WEIGHT + count);
}

/** The plain average the page shows, to one decimal; null without reviews. */
export function averageStars({ count, total }: ReviewSummary): number | null {
  return count === 0 ? null : Math.round((total / count + Number.EPSILON) * 10) / 10;
}

/** Highest score first; then more reviews; then by name, so that the order never depends on the database's. */
export function compareTrainers(
  a: ReviewSummary & { name: string; slug: string },
  b: ReviewSummary & { name: string; slug: string },
): number {
  return (
    bayesianScore(b) - bayesianScore(a) ||
    b.count - a.count ||
    a.name.localeCompare(b.name, "en") ||
    a.slug.localeCompare(b.slug, "en")
  );
}

export function rankTrainers<T extends ReviewSummary & { name: string; slug: string }>(trainers: readonly T[]): T[] {
  return [...trainers].sort(compareTrainers);
}

/** "4.8 from 40 verified reviews", "No reviews yet": the count always beside the stars. */
export function reviewSummaryText(summary: ReviewSummary): string {
  const average = averageStars(summary);
  if (average === null) return "No reviews yet";
  return `${average.toFixed(1)} from ${summary.count} verified ${summary.count === 1 ? "review" : "reviews"}`;
}

/**
 * The public page's address: the name in lower-case ASCII words joined by hyphens (accents dropped), at most 60
 * characters; "trainer" when nothing of the name is left. The service adds a random suffix (publicSlug).
 */
export function slugBase(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || "trainer";
}

/** Characters of a slug's random suffix: 8 in base 36 hold the 40 bits of SLUG_SUFFIX_BYTES. */
export const SLUG_SUFFIX_LENGTH = 8;
export const SLUG_SUFFIX_BYTES = 5;

/**
 * A trainer's public slug (decision record 0058): the name's slugBase and a random suffix drawn for this trainer
 * alone (`asha-rao-0k3x9q2z`). Every slug has one, so a slug says nothing of anyone else: a namesake's does not
 * show that the name was taken, by a trainer listed, opted out or deleted; and 40 random bits make drawing a deleted
 * trainer's slug again about as likely as guessing a token, without keeping any trace of who was deleted.
 */
export function publicSlug(name: string, random: Uint8Array): string {
  let value = 0;
  for (const byte of random.subarray(0, SLUG_SUFFIX_BYTES)) value = value * 256 + byte;
  return `${slugBase(name)}-${value.toString(36).padStart(SLUG_SUFFIX_LENGTH, "0")}`;
}

/** A slug as the URL may carry it: what publicSlug (and earlier, slugBase and a number) can produce, nothing else. */
export function isSlugShape(value: string): boolean {
  return value.length <= 70 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
