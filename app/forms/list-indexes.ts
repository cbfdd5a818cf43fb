/**
 * List fields arrive as `name[i]` keys (Conform's naming), and the form parser builds an array up to
 * the highest index it sees: `certifications[1000000]=x` alone would make a million-item list, and the
 * page one input per item (docs/product.md section 8). Every form therefore passes through `capListIndexes`
 * before it is parsed: each form names the lists it has and their caps in its contract
 * (app/forms/<form>.ts); an index on any other name is not a field of that form and is dropped.
 *
 * Conform's own control fields are checked here too, since its parser trusts them: the list intent
 * (`__intent__`: add, remove, move an item) may name an index or grow a list, and a field value that
 * is not JSON would make the parser throw.
 */

/** A form's lists and how many items each may hold, e.g. `{ certifications: 20 }`. */
export type ListCaps = Readonly<Record<string, number>>;

export const INTENT_FIELD = "__intent__";
export const STATE_FIELD = "__state__";

const INDEX = /\[(\d*)\]/g;
const INTENT_TYPES = new Set(["validate", "reset", "update", "insert", "remove", "reorder"]);

/** The list (or field) a key belongs to: `certifications[3]` and `a.b[1]` give `certifications`, `a`. */
export function rootName(key: string): string {
  return key.split(/[.[]/, 1)[0] ?? "";
}

/** The numeric indexes in a key (`a[3][12]` gives 3 and 12); an empty `[]` counts as none. */
export function indexesOf(key: string): number[] {
  return [...key.matchAll(INDEX)].flatMap((match) => (match[1] ? [Number(match[1])] : []));
}

export type CappedForm = {
  /** The form without the refused keys, safe to parse. */
  form: FormData;
  /** The lists (named in the caps) that asked for more items than their cap, in order of first sight. */
  overCap: string[];
};

type Intent = { type: string; payload: Record<string, unknown> };

function parseIntent(value: string): Intent | null {
  try {
    const intent = JSON.parse(value) as unknown;
    if (typeof intent !== "object" || intent === null) return null;
    const { type, payload } = intent as { type?: unknown; payload?: unknown };
    if (typeof type !== "string" || !INTENT_TYPES.has(type)) return null;
    if (typeof payload !== "object" || payload === null) return null;
    return { type, payload: payload as Record<string, unknown> };
  } catch {
    return null;
  }
}

function isJsonObject(value: string): boolean {
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}

/** Is every index in the key below its list's cap (no index at all always is)? */
function withinCap(key: string, caps: ListCaps): boolean {
  const indexes = indexesOf(key);
  if (indexes.length === 0) return true;
  const cap = caps[rootName(key)] ?? 0;
  return indexes.every((index) => Number.isSafeInteger(index) && index < cap);
}

/** The items a list already has in this form: one past its highest index. */
function itemCount(form: FormData, list: string): number {
  let count = 0;
  for (const key of form.keys()) {
    if (rootName(key) !== list) continue;
    const first = indexesOf(key)[0];
    if (first !== undefined) count = Math.max(count, first + 1);
  }
  return count;
}

/**
 * The list an intent would take past its cap (or to an index that does not exist), or "" when the
 * intent is harmless; null when it is not a Conform intent at all.
 */
function intentProblem(value: string, form: FormData, caps: ListCaps): string | null {
  const intent = parseIntent(value);
  if (!intent) return null;
  const name = typeof intent.payload.name === "string" ? intent.payload.name : "";
  const list = rootName(name);
  const cap = caps[list] ?? 0;
  const positions = ["index", "from", "to"].flatMap((field) => {
    const position = intent.payload[field];
    return position === undefined ? [] : [position];
  });
  const badPosition = positions.some((position) => !Number.isSafeInteger(position) || (position as number) >= cap);
  const grows = intent.type === "insert" && itemCount(form, list) + 1 > cap;
  if (!name) return positions.length > 0 ? null : "";
  return !withinCap(name, caps) || badPosition || grows ? list : "";
}

/**
 * The form with every key whose index is at or above its list's cap removed, and invalid Conform
 * control fields removed. Runs in a single pass over the keys (milliseconds for any form that fits
 * in the body limit).
 */
export function capListIndexes(form: FormData, caps: ListCaps): CappedForm {
  const kept = new FormData();
  const overCap = new Set<string>();
  for (const [key, value] of form.entries()) {
    if (key === INTENT_FIELD || key === STATE_FIELD) {
      if (typeof value !== "string" || kept.has(key)) continue;
      if (key === STATE_FIELD) {
        if (isJsonObject(value)) kept.append(key, value);
        continue;
      }
      const problem = intentProblem(value, form, caps);
      if (problem === null) continue;
      if (problem) {
        if (problem in caps) overCap.add(problem);
        continue;
      }
      kept.append(key, value);
      continue;
    }
    if (!withinCap(key, caps)) {
      const list = rootName(key);
      if (list in caps) overCap.add(list);
      continue;
    }
    kept.append(key, value);
  }
  return { form: kept, overCap: [...overCap] };
}
