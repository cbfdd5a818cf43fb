// The HTTP server around the Remix build: static files, security headers on every response, the
// client's address for rate limits, and a coarse body-size limit. See docs/decisions/0002-own-server.md.
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { createRequestHandler } from "@remix-run/express";

export const PEER_ADDRESS_HEADER = "x-edukon-peer-address";
const MAX_BODY_BYTES = 1024 * 1024;

/** @param {{ build: import("@remix-run/node").ServerBuild, mode?: string, log?: boolean }} options */
export function createApp({ build, mode = process.env.NODE_ENV, log = true }) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  app.use((req, res, next) => {
    // Only the socket's peer is known here; proxies are trusted in the app (TRUST_PROXY_HOPS).
    delete req.headers[PEER_ADDRESS_HEADER];
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (mode === "production") {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    const declared = Number(req.headers["content-length"] ?? "0");
    if (declared > MAX_BODY_BYTES) {
      res.status(413).type("text/plain").send("Request body too large.");
      return;
    }
    next();
  });

  app.use(refuseCrossSitePosts);
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  if (log) app.use(morgan("tiny"));
  app.all("*", createRequestHandler({ build, mode }));
  return app;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A POST (or any unsafe method) sent from another site is refused here with a readable 403, before
 * Remix sees it: Remix's own origin check would otherwise answer such a request with a bare 500.
 * A request whose Origin is our PUBLIC_ORIGIN (a proxy in front rewrote Host) is let through with
 * that host, so Remix's check agrees. Requests without Origin (old browsers, curl) pass, as in
 * app/server/infra/security.server.ts isSameOriginRequest.
 * @type {import("express").RequestHandler}
 */
function refuseCrossSitePosts(req, res, next) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  const crossSiteFetch = req.headers["sec-fetch-site"] === "cross-site";
  if (!crossSiteFetch && (origin === undefined || origin === "null")) return next();
  let originHost = "";
  try {
    originHost = origin ? new URL(origin).host : "";
  } catch {
    originHost = "";
  }
  const forwardedHost = String(req.headers["x-forwarded-host"] ?? "")
    .split(",")[0]
    ?.trim();
  const host = forwardedHost || req.headers.host || "";
  let publicHost = "";
  try {
    publicHost = process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).host : "";
  } catch {
    publicHost = "";
  }
  if (!crossSiteFetch && originHost && originHost === host) return next();
  if (!crossSiteFetch && originHost && originHost === publicHost) {
    req.headers["x-forwarded-host"] = publicHost;
    return next();
  }
  res
    .status(403)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Refused</title></head>' +
        '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>This form can only be sent from our own site.</h1>' +
        '<p>Nothing was saved. Please open the page on our site and send the form from there.</p><p><a href="/">Go to the home page</a></p></body></html>',
    );
}
