/**
 * An Indian pin code: exactly six digits (surrounding spaces ignored). The profile form looks one up
 * only when it is one, in the browser and on the server alike.
 */
export function isPinCode(value: string | undefined | null): value is string {
  return typeof value === "string" && /^\d{6}$/.test(value.trim());
}
