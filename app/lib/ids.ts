/**
 * Ids as they come from a URL or a form (docs/product.md section 8). Every table's id is a PostgreSQL `serial`
 * (1..2^31-1): a larger number would reach the database and fail there (error 22003, a 500), so an id is parsed
 * here, digits only, within bounds, and anything else is null (the route answers 404 or 400).
 */
export const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * The entry of `table` named `key`, looked up as the table's own key only: `__proto__`, `hasOwnProperty`,
 * `valueOf` and the rest of Object.prototype are not intents (docs/product.md section 8: `intent=__proto__` was a 500).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
