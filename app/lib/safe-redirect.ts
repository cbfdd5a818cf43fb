/**
 * Keeps a user-supplied redirect target on our own site. Only a path that starts with a single "/"
 * is accepted; "//evil.example", "/\evil.example", absolute URLs and anything that a URL parser would
 * resolve to another origin fall back to `fallback`. The check is made again on the normalised
 * result: dot segments can turn "/.//evil.example" (or "/%2e//", "/a/..//") into "//evil.example",
 * which a browser reads as another site (docs/product.md section 8).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!isOwnPath(value)) return fallback;
  // Browsers treat tabs and newlines inside URLs as absent, and backslashes as slashes.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://our.site.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const result = `${url.pathname}${url.search}${url.hash}`;
    return isOwnPath(result) ? result : fallback;
  } catch {
    return fallback;
  }
}

/** A path on our own site: one "/" first, never "//" or "/\\" (both mean another host to a browser). */
function isOwnPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
