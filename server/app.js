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

  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  if (log) app.use(morgan("tiny"));
  app.all("*", createRequestHandler({ build, mode }));
  return app;
}
