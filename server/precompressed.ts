// Serves the build's precompressed copies (scripts/precompress.js): for a file that has a .br or .gz
// beside it and a client that accepts that encoding, the request is pointed at the copy, with the
// original's Content-Type and Content-Encoding set, before express.static sends it. The compression
// middleware leaves an encoded response alone. Decision record 0017.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** @param root the folder express.static serves at this mount point */
export function precompressedAssets(root: string): RequestHandler {
  /** URL path (under the mount) -> encodings with a copy on disk */
  const copies = new Map<string, Set<string>>();
  if (existsSync(root)) {
    for (const file of walk(root)) {
      for (const [encoding, suffix] of ENCODINGS) {
        if (!file.endsWith(suffix)) continue;
        const original = file.slice(0, -suffix.length);
        const urlPath = `/${path.relative(root, original).split(path.sep).join("/")}`;
        if (!copies.has(urlPath)) copies.set(urlPath, new Set());
        copies.get(urlPath)?.add(encoding);
      }
    }
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.setHeader("Vary", "Accept-Encoding");
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const chosen = ENCODINGS.find(([encoding]) => available.has(encoding) && accepted.has(encoding));
    if (!chosen) return next();
    const [encoding, suffix] = chosen;
    res.setHeader("Content-Type", contentTypeOf(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url = req.path + suffix + req.url.slice(req.path.length);
    next();
  };
}

/**
 * The encodings an Accept-Encoding header allows (q > 0). `*` allows those the header does not name itself: a named
 * encoding's own q wins over `*`'s (RFC 9110 section 12.5.3), so `br;q=0, *` refuses br. A client that sends no header
 * gets the plain file.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const named = new Map<string, boolean>();
  let anyOther = false;
  for (const item of (header ?? "").split(",")) {
    const [rawName = "", ...params] = item.trim().toLowerCase().split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "*") anyOther = allowed;
    else named.set(name, allowed);
  }
  const accepted = new Set([...named].filter(([, allowed]) => allowed).map(([name]) => name));
  if (anyOther) for (const [encoding] of ENCODINGS) if (!named.has(encoding)) accepted.add(encoding);
  return accepted;
}

/**
 * The Content-Type express.static would send for the original file (send's own rule: mime type, plus
 * its charset when it has one).
 */
function contentTypeOf(urlPath: string): string {
  const { mime } = express.static;
  const type = mime.lookup(urlPath);
  const charset = mime.charsets.lookup(type, "");
  return charset ? `${type}; charset=${charset}` : type;
}

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
