/**
 * Training mode against delivery location (docs/product.md section 10, the marketplace loop, docs/decisions/0020): the board's and the alert
 * digest's "· online ✓" after "Matched on: ...". Shared by the server and the browser.
 *
 * A requirement's delivery location is free text ("Online", "Pune, Maharashtra", "Hybrid: Chennai and
 * online"), so its mode is read from its words; a trainer's mode is the profile's preferred training mode.
 */

export type DeliveryMode = "online" | "in_person" | "hybrid";

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  online: "online",
  in_person: "in person",
  hybrid: "hybrid",
};

const HYBRID_WORDS = /\b(hybrid|blended)\b/;
const ONLINE_WORDS = /\b(online|remote|remotely|virtual|virtually|zoom|webex|teams)\b/;
const IN_PERSON_WORDS = /\b(in[- ]person|on[- ]?site|offline|face[- ]to[- ]face)\b/;

/**
 * The mode a delivery location names: "hybrid" when it says so, or names both online and in-person
 * words; "online" when it only names online words; any other place is "in person"; nothing given, null.
 */
export function deliveryModeOf(location: string | null | undefined): DeliveryMode | null {
  const text = (location ?? "").trim().toLowerCase();
  if (!text) return null;
  if (HYBRID_WORDS.test(text)) return "hybrid";
  if (ONLINE_WORDS.test(text)) return IN_PERSON_WORDS.test(text) ? "hybrid" : "online";
  return "in_person";
}

/** A trainer's preferred training mode as the profile stores it; anything else is unknown (null). */
export function trainerModeOf(value: string | null | undefined): DeliveryMode | null {
  return value === "online" || value === "in_person" || value === "hybrid" ? value : null;
}

/**
 * Does a trainer's mode fit a requirement's? A hybrid trainer teaches both ways, so fits any; a hybrid
 * requirement needs both ways, so only a hybrid trainer; otherwise the two must be the same.
 */
export function modeFits(trainer: DeliveryMode, requirement: DeliveryMode): boolean {
  if (trainer === "hybrid") return true;
  return trainer === requirement;
}

export type ModeFit = { mode: DeliveryMode; fits: boolean };

/** The mode part of a match: null when either side is unknown (nothing to explain). */
export function modeFitOf(trainerMode: string | null | undefined, deliveryLocation: string | null | undefined) {
  const trainer = trainerModeOf(trainerMode);
  const requirement = deliveryModeOf(deliveryLocation);
  if (!trainer || !requirement) return null;
  return { mode: requirement, fits: modeFits(trainer, requirement) } satisfies ModeFit;
}

/** "online ✓" or "in person ✗". */
export function modeFitText(fit: ModeFit): string {
  return `${DELIVERY_MODE_LABELS[fit.mode]} ${fit.fits ? "✓" : "✗"}`;
}
