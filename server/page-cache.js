// Content pages (no loader, no action, no URL parameters: about, team, blog, ...) are the same for every
// visitor who sends no cookie: the root loader's per-visitor data (the signed-in user, a flash) comes
// from the session cookie. Such a page is rendered once per process through Remix, kept in memory and
// served from there with an ETag (304 on revalidation). Its CSP nonce stays per request: the kept
// HTML is split at the nonce and joined with a fresh one; a page without inline scripts has no nonce
// in its HTML and is kept compressed too. A visitor with any cookie gets the normal render.
// Decision record 0018.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler } from "@remix-run/node";
import { acceptedEncodings } from "./precompressed.js";

/** Headers of the render that are the page's own (the app adds its security headers to every answer). */
const KEPT_HEADERS = ["content-type", "link"];
const NONCE_IN_CSP = /'nonce-([^']+)'/;

/**
 * @param {{ build: import("@remix-run/node").ServerBuild, mode?: string }} options
 * @returns {import("express").RequestHandler}
 */
export function contentPageCache({ build, mode }) {
  const paths = cacheablePaths(build);
  const render = createRequestHandler(build, mode);
  /** @type {Map<string, Promise<CachedPage | null | undefined>>} null: not cacheable; undefined: the render failed */
  const pages = new Map();

  return (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !paths.has(req.path) ||
      req.url !== req.path ||
      req.headers.cookie
    ) {
      return next();
    }
    let page = pages.get(req.path);
    if (!page) {
      page = renderOnce(render, req.path).catch(() => undefined);
      pages.set(req.path, page);
    }
    page.then(
      (cached) => {
        // A page that is not a plain 200 stays with Remix; a failed render is tried again next time.
        if (cached === undefined) pages.delete(req.path);
        if (!cached) return next();
        res.setHeader("ETag", cached.etag);
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Vary", "Accept-Encoding, Cookie");
        if (req.headers["if-none-match"] === cached.etag) {
          // No CSP here: the browser keeps the one stored with the body whose nonce it matches.
          res.status(304).end();
          return;
        }
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        const nonce = createNonce();
        res.setHeader("Content-Security-Policy", cached.csp.replace(NONCE_IN_CSP, `'nonce-${nonce}'`));
        const encoding = cached.compressed ? preferred(req.headers["accept-encoding"]) : undefined;
        if (cached.compressed && encoding) {
          res.setHeader("Content-Encoding", encoding);
          res.status(200).end(req.method === "HEAD" ? undefined : cached.compressed[encoding]);
          return;
        }
        res.status(200).send(req.method === "HEAD" ? undefined : cached.parts.join(nonce));
      },
      () => next(),
    );
  };
}

/**
 * @typedef {{ parts: string[], csp: string, etag: string, headers: [string, string][],
 *   compressed: { br: Buffer, gzip: Buffer } | null }} CachedPage
 */

/**
 * Renders a page as a cookie-less visitor; keeps it only when it is a plain 200 that sets no cookie.
 * @returns {Promise<CachedPage | null>}
 */
async function renderOnce(render, urlPath) {
  const origin = process.env.PUBLIC_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;
  const response = await render(new Request(new URL(urlPath, origin), { headers: { Accept: "text/html" } }));
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  if (response.status !== 200 || response.headers.has("Set-Cookie") || !nonce) return null;
  const html = await response.text();
  const parts = html.split(nonce);
  /** @type {[string, string][]} */
  const headers = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.push([name, value]);
  }
  const template = parts.join("\u0000");
  const etag = `W/"${createHash("sha256").update(template).digest("base64url").slice(0, 27)}"`;
  const compressed =
    parts.length === 1
      ? {
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        }
      : null;
  return { parts, csp, etag, headers, compressed };
}

/** Paths of the build's pages under the root that have no loader, no action and no URL parameter. */
function cacheablePaths(build) {
  const paths = new Set();
  for (const route of Object.values(build.routes)) {
    const { module } = route;
    if (route.parentId !== "root" || module.loader || module.action || !module.default) continue;
    if (!route.path || /[:*$]/.test(route.path)) continue;
    paths.add(`/${route.path}`);
  }
  return paths;
}

function createNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** @param {string | undefined} header */
function preferred(header) {
  const accepted = acceptedEncodings(header);
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}
