// Content pages (no loader, no action, no URL parameters: about, team, blog, ...) are the same for every
// visitor who sends no cookie: the root loader's per-visitor data (the signed-in user, a flash) comes
// from the session cookie. Such a page is rendered once per process through Remix, kept in memory and
// served from there with an ETag (304 on revalidation). Its CSP nonce stays per request: the kept
// HTML is split at the nonce and joined with a fresh one; a page without inline scripts has no nonce
// in its HTML and is kept compressed too. A visitor with any cookie gets the normal render.
// A page whose route declares `handle.cachedWithChallenges` (the home page) is kept too: its one render
// gets placeholders for its forms' challenges (sealed token, captcha question), and every answer fills
// them, in the form and in the hydration data alike, with a challenge issued for that answer; such a
// page has no ETag (a revalidated copy would carry a spent token).
// Decision record 0018.
import { createHash, randomBytes } from "node:crypto";
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import { createRequestHandler } from "@remix-run/node";
import { isbot } from "isbot";
import { acceptedEncodings } from "./precompressed.js";

/** Headers of the render that are the page's own (the app adds its security headers to every answer). */
const KEPT_HEADERS = ["content-type", "link"];
const NONCE_IN_CSP = /'nonce-([^']+)'/;

/**
 * @param {{ build: import("@remix-run/node").ServerBuild, mode?: string, publicOrigin: string }} options
 * @returns {import("express").RequestHandler}
 */
export function contentPageCache({ build, mode, publicOrigin }) {
  const paths = cacheablePaths(build);
  const render = createRequestHandler(build, mode);
  /** @type {(formName: string) => Challenge} */
  const issueChallenge = build.entry.module.issueChallenge;
  /** @type {Map<string, Promise<CachedPage | null | undefined>>} null: not cacheable; undefined: the render failed */
  const pages = new Map();

  return (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !paths.has(req.path) ||
      req.url !== req.path ||
      req.headers.cookie ||
      // Crawlers get the whole document at once (app/entry.server.tsx); the kept page is a browser's, streamed.
      isbot(req.headers["user-agent"] ?? "")
    ) {
      return next();
    }
    let page = pages.get(req.path);
    if (!page) {
      page = renderOnce(render, publicOrigin, req.path).catch((error) => {
        console.error(error);
        return undefined;
      });
      pages.set(req.path, page);
    }
    page.then(
      (cached) => {
        // A page that is not a plain 200 stays with Remix; a failed render is tried again next time.
        if (cached === undefined) pages.delete(req.path);
        if (!cached) return next();
        const accepted = acceptedEncodings(req.headers["accept-encoding"]);
        const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
        let filled;
        try {
          filled = fill(cached, issueChallenge);
        } catch (error) {
          console.error(error);
          return next();
        }
        res.setHeader("Vary", "Accept-Encoding, Cookie");
        if (cached.etag) {
          res.setHeader("ETag", cached.etag);
          res.setHeader("Cache-Control", "no-cache");
        } else {
          // A page with challenges carries a one-time form token: for this visitor only (issue 25 section 4).
          res.setHeader("Cache-Control", "private, no-cache");
        }
        if (cached.etag && req.headers["if-none-match"] === cached.etag) {
          // No CSP here: the browser keeps the one stored with the body whose nonce it matches.
          res.status(304).end();
          return;
        }
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        res.setHeader("Content-Security-Policy", cached.csp.replace(NONCE_IN_CSP, `'nonce-${filled.nonce}'`));
        const head = req.method === "HEAD";
        if (cached.compressed && encoding) {
          res.setHeader("Content-Encoding", encoding);
          res.status(200).end(head ? undefined : cached.compressed[encoding]);
          return;
        }
        if (accepted.has("gzip")) {
          res.setHeader("Content-Encoding", "gzip");
          res.status(200).end(head ? undefined : gzipFilled(cached, filled.values));
          return;
        }
        // `end`, not `send`: Express would add an ETag of this answer's own body (with its own token).
        res.status(200).end(head ? undefined : filled.values.join(""));
      },
      () => next(),
    );
  };
}

/**
 * @typedef {{ kind: "builtin", token: string, question: string } | { kind: "recaptcha", token: string, siteKey: string }} Challenge
 * @typedef {{ nonce: true } | { form: number, field: "token" | "question" }} Slot
 * @typedef {{ pieces: string[], slots: Map<string, Slot>, forms: string[], csp: string, etag: string | null,
 *   headers: [string, string][], compressed: { br: Buffer, gzip: Buffer } | null,
 *   rawPieces: Buffer[], deflatedPieces: Buffer[] }} CachedPage
 *   `pieces` alternate kept HTML and the names of its slots (odd indexes); `forms` names the form of each challenge.
 */

/**
 * What fills a slot: used in HTML text, attributes and the JSON of the hydration data alike, so it must need
 * no escaping in any of them. A challenge's token is base64url and its question reads "What is 3 + 4?".
 */
const SAFE_IN_HTML_AND_JSON = /^[A-Za-z0-9 _?+-]*$/;

/**
 * The kept page with a fresh nonce and, for each form on it, a challenge issued now (so its sealed token
 * carries this answer's served-at time and is single-use like any other).
 * @param {CachedPage} cached
 * @param {(formName: string) => Challenge} issueChallenge
 */
function fill(cached, issueChallenge) {
  const nonce = createNonce();
  const challenges = cached.forms.map((formName) => issueChallenge(formName));
  const values = cached.pieces.map((piece, index) => {
    if (index % 2 === 0) return piece;
    const slot = /** @type {Slot} */ (cached.slots.get(piece));
    if ("nonce" in slot) return nonce;
    const challenge = /** @type {Record<string, string>} */ (challenges[slot.form]);
    const value = challenge[slot.field] ?? "";
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
 * @param {CachedPage} cached
 * @param {string[]} values the pieces with their slots filled
 */
function gzipFilled(cached, values) {
  const parts = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  values.forEach((value, index) => {
    const bytes = index % 2 === 0 ? /** @type {Buffer} */ (cached.rawPieces[index]) : Buffer.from(value);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (index % 2 === 0) parts.push(/** @type {Buffer} */ (cached.deflatedPieces[index / 2]));
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
 * Renders a page as a cookie-less visitor; keeps it only when it is a plain 200 that sets no cookie and
 * every challenge placeholder it was given shows up in it. A page with challenges is rendered twice, with
 * different placeholders: anything derived from them (an id cut from the token, say) or any other
 * per-render value would make the two differ outside the placeholders, and such a page is not kept.
 * @returns {Promise<CachedPage | null>}
 */
async function renderOnce(render, origin, urlPath) {
  const first = await renderTemplate(render, origin, urlPath);
  if (!first) return null;
  if (first.forms.length) {
    const second = await renderTemplate(render, origin, urlPath);
    const kept = (/** @type {string[]} */ pieces) => pieces.filter((_, index) => index % 2 === 0);
    if (!second || kept(second.pieces).join("\u0000") !== kept(first.pieces).join("\u0000")) {
      console.warn(`page cache: ${urlPath} differs between renders outside its challenges; not kept`);
      return null;
    }
  }
  const { pieces, slots, forms, csp, response, html } = first;
  /** @type {[string, string][]} */
  const headers = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.push([name, value]);
  }
  const template = pieces.filter((_, index) => index % 2 === 0).join("\u0000");
  const etag = forms.length ? null : `W/"${createHash("sha256").update(template).digest("base64url").slice(0, 27)}"`;
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

/** One render of the page as a cookie-less visitor, split at its nonce and its challenge placeholders. */
async function renderTemplate(render, origin, urlPath) {
  // Letters and digits only, random per render: never in a page by chance, never changed by escaping.
  const marker = `pagecache${randomBytes(12).toString("hex")}`;
  /** @type {Map<string, Slot>} */
  const slots = new Map();
  /** @type {string[]} */
  const forms = [];
  const context = {
    /** @param {string} formName @param {Challenge} challenge */
    challengePlaceholder(formName, challenge) {
      const form = forms.push(formName) - 1;
      const token = `${marker}t${form}`;
      slots.set(token, { form, field: "token" });
      if (challenge.kind === "recaptcha") return { ...challenge, token };
      const question = `${marker}q${form}`;
      slots.set(question, { form, field: "question" });
      return { ...challenge, token, question };
    },
  };
  const request = new Request(new URL(urlPath, origin), { headers: { Accept: "text/html" } });
  const response = await render(request, context);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  if (response.status !== 200 || response.headers.has("Set-Cookie") || !nonce) return null;
  const html = await response.text();
  if ([...slots.keys()].some((slot) => !html.includes(slot))) return null;
  slots.set(nonce, { nonce: true });
  const pieces = html.split(new RegExp(`(${[...slots.keys()].map(escapeRegExp).join("|")})`));
  return { pieces, slots, forms, csp, response, html };
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Paths of the build's pages under the root that have no loader, no action and no URL parameter, and of
 * those whose route declares `handle.cachedWithChallenges` (app/lib/route-handle.ts).
 */
function cacheablePaths(build) {
  const paths = new Set();
  for (const route of Object.values(build.routes)) {
    const { module } = route;
    if (route.parentId !== "root" || !module.default) continue;
    if (!module.handle?.cachedWithChallenges && (module.loader || module.action)) continue;
    if (route.index) paths.add("/");
    else if (route.path && !/[:*$]/.test(route.path)) paths.add(`/${route.path}`);
  }
  return paths;
}

function createNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
