/**
 * A vendor is identified by its website with scheme, "www." and trailing slashes ignored, and the
 * host lower-cased: "https://www.Example.com/" and "example.com" are the same vendor.
 */
export function normalizeWebsite(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    const port = url.port ? `:${url.port}` : "";
    const pathname = url.pathname.replace(/\/+$/, "");
    return `${host}${port}${pathname}${url.search}`;
  } catch {
    return trimmed
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
      .replace(/^www\./, "")
      .replace(/\/+$/, "");
  }
}
