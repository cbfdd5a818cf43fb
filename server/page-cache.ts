// Content pages (no loader or one that returns fixed content, no action, no URL parameters: about, team, blog, ...)
// are the same for every visitor who sends no cookie: the root loader's per-visitor data (the signed-in user, a flash) comes
// from the session cookie. Such a page is rendered once per process through Remix, kept in memory and
// served from there with an ETag (304 on revalidation). Its CSP nonce stays per request: the kept
// HTML is split at the nonce and joined with a fresh one; a page without inline scripts has no nonce
// in its HTML and is kept compressed too. A visitor with any cookie gets the normal render.
// A page whose route declares `handle.cachedWithChallenges` (the home page, the contact page) is kept too: its one
// render gets placeholders for its forms' challenges (sealed token, captcha question), and every answer fills them, in
// the form and in the hydration data alike, with a challenge issued for that answer; such a page has no ETag (a
// revalidated copy would carry a spent token).
// A page whose route declares `handle.cachedList` (the board, the vendor page, the directory, the catalogue) is kept
// per query string, for the query strings the site's own links and forms make (app/lib/route-handle.ts), the 64 most
// recently used, each at most 5 seconds (the lists' own rule) and dropped as soon as a list changes (`onListChange`:
// this process's writes and, through the database's LISTEN/NOTIFY, every other process's).
// A visitor who sends cookies (a signed-in trainer, say) always gets Remix's render: pages kept per visitor answered
// too few requests at a realistic load to pay for themselves (decision record 0061).
// Decision records 0018 and 0044. What it asks of the app, a fresh challenge for a form and word of a changed list,
// comes in as options (server/app.ts hands over the app host's; decision record 0042).
import { createHash, randomBytes } from "node:crypto";
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { acceptedEncodings } from "./precompressed.js";

/** Headers of the render that are the page's own (the app adds its security headers to every answer). */
const KEPT_HEADERS = ["content-type", "link"];
const NONCE_IN_CSP = /'nonce-([^']+)'/;
/** How many list pages (path and query) are kept: the bare board and vendor page, and the searches in vogue. */
const MAX_LIST_PAGES = 64;
/** docs/product.md section 9: a list is at most 5 seconds old; so is a kept page that shows it. */
const LIST_PAGE_MAX_AGE_MS = 5_000;
const SEARCH_MAX_LENGTH = 100;
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;
export interface PageCacheOptions {
  build: ServerBuild;
  mode?: string;
  publicOrigin: string;
  /** A fresh challenge (sealed token, captcha question) for the named form, issued for this answer. */
  issueChallenge: (formName: string) => Challenge;
  /** Calls the listener whenever a list may have changed, in this process or (LISTEN/NOTIFY) in another. */
  onListChange: (listener: (list: string | null) => void) => void;
}

export function contentPageCache({
  build,
  mode,
  publicOrigin,
  issueChallenge,
  onListChange,
}: PageCacheOptions): RequestHandler {
  const paths = cacheablePaths(build);
  const listPaths = listPagePaths(build);
  const render = createRequestHandler(build, mode);
  /** null: not cacheable; undefined: the render failed */
  const pages = new Map<string, Promise<CachedPage | null | undefined>>();
  /** List pages by path and query, least recently used first. */
  const listPages = new Map<string, { page: Promise<CachedPage | null | undefined>; renderedAt: number }>();
  // Every list page shows the lists (and the board its applicant counts and share total): any change drops them all,
  // except a share: anyone can share, so a share dropping them would let anyone keep the cache empty; a kept board
  // shows its share total at most these 5 seconds late (decision record 0058). The home page's carousel shows the
  // course catalogue (decision record 0062): a change of it drops the kept pages too.
  onListChange((list) => {
    if (list !== "shares") listPages.clear();
    if (list === null || list === "courses") pages.clear();
  });

  /** The kept page for this request, rendered now if it is not kept yet; undefined when the request is not for one. */
  function keptPage(req: ExpressRequest): Promise<CachedPage | null | undefined> | undefined {
    if (paths.has(req.path) && req.url === req.path) {
      let page = pages.get(req.path);
      if (!page) {
        page = renderKept(req.path);
        pages.set(req.path, page);
        page.then((cached) => {
          // A failed render is tried again next time.
          if (cached === undefined && pages.get(req.path) === page) pages.delete(req.path);
        });
      }
      return page;
    }
    const query = listPaths.get(req.path);
    if (!query || !isCanonicalListQuery(req.url.slice(req.path.length), query)) return undefined;
    const key = req.url;
    const now = Date.now();
    const kept = listPages.get(key);
    listPages.delete(key);
    if (kept && now - kept.renderedAt < LIST_PAGE_MAX_AGE_MS) {
      listPages.set(key, kept);
      return kept.page;
    }
    const entry = { page: renderKept(key), renderedAt: now };
    listPages.set(key, entry);
    if (listPages.size > MAX_LIST_PAGES) {
      const oldest = listPages.keys().next().value;
      if (oldest !== undefined) listPages.delete(oldest);
    }
    entry.page.then((cached) => {
      if (cached === undefined && listPages.get(key) === entry) listPages.delete(key);
    });
    return entry.page;
  }

  function renderKept(url: string): Promise<CachedPage | null | undefined> {
    return renderOnce(render, () => cookielessRequest(publicOrigin, url)).catch((error: unknown) => {
      console.error(error);
      return undefined;
    });
  }

  /** Answers with a kept page, its nonce and challenges fresh; false when it cannot (Remix answers instead). */
  function answerKept(req: ExpressRequest, res: ExpressResponse, cached: CachedPage): boolean {
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
    let filled: ReturnType<typeof fill>;
    try {
      filled = fill(cached, issueChallenge);
    } catch (error) {
      console.error(error);
      return false;
    }
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    if (cached.etag) {
      res.setHeader("ETag", cached.etag);
      res.setHeader("Cache-Control", "no-cache");
    } else {
      // A page with challenges carries a one-time form token: for this visitor only (docs/product.md section 8).
      res.setHeader("Cache-Control", "private, no-cache");
    }
    if (cached.etag && req.headers["if-none-match"] === cached.etag) {
      // No CSP here: the browser keeps the one stored with the body whose nonce it matches.
      res.status(304).end();
      return true;
    }
    for (const [name, value] of cached.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", cached.csp.replace(NONCE_IN_CSP, `'nonce-${filled.nonce}'`));
    const head = req.method === "HEAD";
    if (cached.compressed && encoding) {
      res.setHeader("Content-Encoding", encoding);
      res.status(200).end(head ? undefined : cached.compressed[encoding]);
      return true;
    }
    if (accepted.has("gzip")) {
      res.setHeader("Content-Encoding", "gzip");
      res.status(200).end(head ? undefined : gzipFilled(cached, filled.values));
      return true;
    }
    // `end`, not `send`: Express would add an ETag of this answer's own body (with its own token).
    res.status(200).end(head ? undefined : filled.values.join(""));
    return true;
  }

  return (req, res, next) => {
    // Crawlers get the whole document at once (app/entry.server.tsx); the kept page is a browser's, streamed.
    if ((req.method !== "GET" && req.method !== "HEAD") || isbot(req.headers["user-agent"] ?? "")) return next();
    // Cookies carry a visitor's own page (a session, a flash, a form draft): Remix renders it.
    if (req.headers.cookie) return next();
    const page = keptPage(req);
    if (!page) return next();
    page.then(
      (cached) => {
        if (!cached || !answerKept(req, res, cached)) next();
      },
      () => next(),
    );
  };
}

export type Challenge =
  { kind: "builtin"; token: string; question: string } | { kind: "recaptcha"; token: string; siteKey: string };
type Slot = { nonce: true } | { form: number; field: "token" | "question" };
/** `pieces` alternate kept HTML and the names of its slots (odd indexes); `forms` names the form of each challenge. */
type CachedPage = {
  pieces: string[];
  slots: Map<string, Slot>;
  forms: string[];
  csp: string;
  etag: string | null;
  headers: [string, string][];
  compressed: { br: Buffer; gzip: Buffer } | null;
  rawPieces: Buffer[];
  deflatedPieces: Buffer[];
};
type Render = ReturnType<typeof createRequestHandler>;

/**
 * What fills a slot: used in HTML text, attributes and the JSON of the hydration data alike, so it must need
 * no escaping in any of them. A challenge's token is base64url and its question reads "What is 3 + 4?".
 */
const SAFE_IN_HTML_AND_JSON = /^[A-Za-z0-9 _?+-]*$/;

/**
 * The kept page with a fresh nonce and, for each form on it, a challenge issued now (so its sealed token
 * carries this answer's served-at time and is single-use like any other).
 */
function fill(cached: CachedPage, issueChallenge: (formName: string) => Challenge) {
  const nonce = createNonce();
  const challenges = cached.forms.map((formName) => issueChallenge(formName));
  const values = cached.pieces.map((piece, index) => {
    if (index % 2 === 0) return piece;
    const slot = cached.slots.get(piece) as Slot;
    if ("nonce" in slot) return nonce;
    const challenge = challenges[slot.form] as Record<string, string> | undefined;
    const value = challenge?.[slot.field] ?? "";
    if (!SAFE_IN_HTML_AND_JSON.test(value)) throw new Error(`page cache: unsafe ${slot.field} in a challenge`);
    return value;
  });
  return { values, nonce };
}

/** A gzip member's header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored deflate block. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * The filled page gzipped without compressing the page per request: the kept HTML was compressed once, piece by
 * piece, each piece ending on a byte boundary (a sync flush), and the few fresh values (ASCII, under 100 bytes)
 * go between them as stored deflate blocks; the CRC of the whole page is the only pass over it.
 * @param values the pieces with their slots filled
 */
function gzipFilled(cached: CachedPage, values: string[]) {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  values.forEach((value, index) => {
    const bytes = index % 2 === 0 ? (cached.rawPieces[index] as Buffer) : Buffer.from(value);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (index % 2 === 0) parts.push(cached.deflatedPieces[index / 2] as Buffer);
    else
      parts.push(
        Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]),
        bytes,
      );
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * Renders a page for a cookie-less visitor; keeps it only when it is a plain 200 that sets no cookie and every
 * challenge placeholder it was given shows up in it. A page with challenges is rendered twice, with different
 * placeholders: anything derived from them (an id cut from the token, say) or any other per-render value would make
 * the two differ outside the placeholders, and such a page is not kept.
 */
async function renderOnce(render: Render, request: () => Request): Promise<CachedPage | null> {
  const first = await renderTemplate(render, request());
  if (!first.template) return null;
  const { template } = first;
  if (first.forms.length) {
    const second = await renderTemplate(render, request());
    const kept = (pieces: string[]) => pieces.filter((_, index) => index % 2 === 0);
    if (!second.template || kept(second.template.pieces).join("\u0000") !== kept(template.pieces).join("\u0000")) {
      console.warn(
        `page cache: ${new URL(request().url).pathname} differs between renders outside its challenges; not kept`,
      );
      return null;
    }
  }
  const { pieces, slots, csp, response, html } = template;
  const { forms } = first;
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.push([name, value]);
  }
  const kept = pieces.filter((_, index) => index % 2 === 0).join("\u0000");
  const etag = forms.length ? null : `W/"${createHash("sha256").update(kept).digest("base64url").slice(0, 27)}"`;
  const compressed =
    pieces.length === 1
      ? {
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        }
      : null;
  const rawPieces = pieces.map((piece, index) => (index % 2 === 0 ? Buffer.from(piece) : Buffer.alloc(0)));
  const deflatedPieces = rawPieces
    .filter((_, index) => index % 2 === 0)
    .map((bytes) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { pieces, slots, forms, csp, etag, headers, compressed, rawPieces, deflatedPieces };
}

/** A cookie-less visitor's request for a page. */
function cookielessRequest(origin: string, urlPath: string) {
  return new Request(new URL(urlPath, origin), { headers: { Accept: "text/html" } });
}

/** One render of the page, split at its nonce and its challenge placeholders (`template`; null when not one to keep). */
async function renderTemplate(render: Render, request: Request) {
  // Letters and digits only, random per render: never in a page by chance, never changed by escaping.
  const marker = `pagecache${randomBytes(12).toString("hex")}`;
  const slots = new Map<string, Slot>();
  const forms: string[] = [];
  const context = {
    challengePlaceholder(formName: string, challenge: Challenge): Challenge {
      const form = forms.push(formName) - 1;
      const token = `${marker}t${form}`;
      slots.set(token, { form, field: "token" });
      if (challenge.kind === "recaptcha") return { ...challenge, token };
      const question = `${marker}q${form}`;
      slots.set(question, { form, field: "question" });
      return { ...challenge, token, question };
    },
  };
  const response = await render(request, context as AppLoadContext);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  if (response.status !== 200 || response.headers.has("Set-Cookie") || !nonce) return { forms, template: null };
  const html = await response.text();
  if ([...slots.keys()].some((slot) => !html.includes(slot))) return { forms, template: null };
  slots.set(nonce, { nonce: true });
  const pieces = html.split(new RegExp(`(${[...slots.keys()].map(escapeRegExp).join("|")})`));
  return { forms, template: { pieces, slots, csp, response, html } };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type ListQuery = Record<string, "search" | "page">;

/**
 * Whether a list page's query string (with its "?", or empty) is one the site's own links and forms make:
 * only the route's parameters, each at most once, within their bounds, in the browser's form encoding.
 */
function isCanonicalListQuery(search: string, allowed: ListQuery): boolean {
  if (search === "") return true;
  if (!search.startsWith("?")) return false;
  const params = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [name, value] of params) {
    const kind = allowed[name];
    if (!kind || seen.has(name)) return false;
    seen.add(name);
    if (kind === "page" ? !PAGE_NUMBER.test(value) : value.length > SEARCH_MAX_LENGTH || value !== value.trim()) {
      return false;
    }
  }
  return `?${params}` === search;
}

/** Paths of the build's pages under the root whose route declares `handle.cachedList`, with its query parameters. */
function listPagePaths(build: ServerBuild): Map<string, ListQuery> {
  const paths = new Map<string, ListQuery>();
  for (const route of Object.values(build.routes)) {
    const { module } = route;
    const query = (module.handle as { cachedList?: ListQuery } | undefined)?.cachedList;
    if (route.parentId !== "root" || !module.default || !query || !route.path || /[:*$]/.test(route.path)) continue;
    paths.set(`/${route.path}`, query);
  }
  return paths;
}

/**
 * Paths of the build's pages under the root that have no loader (or a `contentLoader`), no action and no URL parameter, and of
 * those whose route declares `handle.cachedWithChallenges` (app/lib/route-handle.ts).
 */
function cacheablePaths(build: ServerBuild) {
  const paths = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const { module } = route;
    if (route.parentId !== "root" || !module.default) continue;
    const handle = module.handle as
      { cachedWithChallenges?: boolean; cachedList?: unknown; contentLoader?: boolean } | undefined;
    if (handle?.cachedList) continue;
    // A loader that returns fixed content (`contentLoader`) makes the page no less the same for every visitor.
    const loader = handle?.contentLoader ? undefined : module.loader;
    if (!handle?.cachedWithChallenges && (loader || module.action)) continue;
    if (route.index) paths.add("/");
    else if (route.path && !/[:*$]/.test(route.path)) paths.add(`/${route.path}`);
  }
  return paths;
}

function createNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
