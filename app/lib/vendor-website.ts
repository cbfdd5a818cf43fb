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

/** A host name of letters, digits and hyphens (punycode included) in dotted labels, ending in a TLD. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/**
 * The vendor website rule (docs/decisions/0010-vendor-website-rule.md): `https://` is added when no
 * scheme is typed ("acme.com"), only http and https are accepted, never with a user name or password
 * (which is how `javascript:...@x.com` passed as a web address), and the host must be a real name with a
 * TLD. Answers the normalised absolute URL to store and link to, or null when the input is not one.
 */
export function websiteUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "" || /[\s\\]/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "") return null;
  if (!HOST_NAME.test(url.hostname)) return null;
  return url.href;
}

/**
 * The href to render for a stored website, or null (then it is shown as text only): the same rule as
 * storing, so that a row stored before the rule (or edited in the database) never becomes a
 * `javascript:` or relative link, on our pages or in the JSON feed.
 */
export function websiteHref(stored: string): string | null {
  return /^https?:\/\//i.test(stored.trim()) ? websiteUrl(stored) : null;
}
