/**
 * Keeps a user-supplied redirect target on our own site. Only a path that starts with a single "/"
 * is accepted; "//evil.example", "/\evil.example", absolute URLs and anything that a URL parser would
 * resolve to another origin fall back to `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers treat tabs and newlines inside URLs as absent, and backslashes as slashes.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://our.site.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
