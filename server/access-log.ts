// The access log (morgan's "tiny" line), with the secret segments of private links left out: a manage link's or an
// unsubscribe link's token (and any later route whose parameter is a token, a review link say) lets whoever reads
// it act for its owner, and logs are read by more people, and kept longer, than mails (docs/product.md section 8).
import type { RequestHandler } from "express";
import morgan from "morgan";

/** Remix's route records as far as the log needs them (the build's `routes`, or the flat-routes manifest). */
type RouteRecords = Record<string, { path?: string; parentId?: string }>;

export const REDACTED = "[redacted]";

/** A route parameter whose value is a secret: `:token`, `:manageToken`, ... */
const SECRET_PARAMETER = /^:[A-Za-z]*token$/i;

/**
 * The full paths of the routes that carry a secret parameter, as lists of segments (`:name` for a parameter), from
 * Remix's route records (the build's `routes`, or the flat-routes manifest): id, relative path, parent id.
 */
export function secretRoutePatterns(routes: RouteRecords): string[][] {
  const segmentsOf = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined;
    if (!route) return [];
    const own = (route.path ?? "").split("/").filter(Boolean);
    return [...segmentsOf(route.parentId), ...own];
  };
  return Object.keys(routes)
    .map(segmentsOf)
    .filter((segments) => segments.some((segment) => SECRET_PARAMETER.test(segment)));
}

/**
 * The URL as logged: each segment a secret parameter matches is `[redacted]` (its single-fetch `.data` suffix kept).
 * @param url path and query, as the request line has it
 * @param patterns from secretRoutePatterns
 */
export function redactUrl(url: string, patterns: string[][]): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const segments = path.split("/");
  // segments[0] is the empty string before the leading slash.
  for (const pattern of patterns) {
    if (segments.length !== pattern.length + 1) continue;
    const matches = pattern.every((part, index) => {
      const segment = segments[index + 1] as string;
      if (part.startsWith(":")) return segment !== "";
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (!matches) continue;
    const redacted = segments.map((segment, index) => {
      const part = pattern[index - 1];
      if (index === 0 || !part || !SECRET_PARAMETER.test(part)) return segment;
      return index === segments.length - 1 && segment.endsWith(".data") ? `${REDACTED}.data` : REDACTED;
    });
    return redacted.join("/") + query;
  }
  return url;
}

/**
 * morgan's "tiny" line (`GET /about 200 1234 - 5.1 ms`) with redactUrl applied.
 * @param routes the build's routes
 */
export function accessLog(routes: RouteRecords): RequestHandler {
  const patterns = secretRoutePatterns(routes);
  return morgan((tokens, req, res) =>
    [
      tokens.method?.(req, res),
      redactUrl(tokens.url?.(req, res) ?? "", patterns),
      tokens.status?.(req, res),
      tokens.res?.(req, res, "content-length"),
      "-",
      tokens["response-time"]?.(req, res),
      "ms",
    ]
      .map((value) => value ?? "-")
      .join(" "),
  );
}
