// The HTTP server around the Remix build: static files, security headers on every response, the
// client's address for rate limits, and the guards of server/request-guards.ts (methods, Host, content
// types, cross-site POSTs, body size), which apply the app's rules (app/infra/request-rules.server.ts). See docs/decisions/0002-own-server.md and 0008-request-guards.md.
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/node";
// The adapter's two halves (its package index exports only the whole handler, which reads the socket).
import remixExpress from "@remix-run/express/dist/server.js";
import { accessLog } from "./access-log.js";
import { appHostOf } from "./app-host.js";
import { contentPageCache } from "./page-cache.js";
import { precompressedAssets } from "./precompressed.js";
import { sendAppResponse } from "./send-response.js";
import {
  boundedBody,
  createBodyBudget,
  refuseCrossSitePosts,
  refuseOddRequests,
  withBoundedBody,
} from "./request-guards.js";

export function createApp({ build, mode, log = true }: { build: ServerBuild; mode?: string; log?: boolean }) {
  const host = appHostOf(build);
  const { rules } = host;
  // Everything configurable comes from the app's one parsed configuration (app/infra/config.server.ts).
  const config = host.getConfig();
  /** The header that carries the socket's peer to the app: the app's name for it (request-rules.server.ts). */
  const peerAddressHeader = rules.peerAddressHeader;
  mode ??= config.nodeEnv;
  const { benchWithout } = config;
  const app = express();
  app.disable("x-powered-by");
  // Pages are compressed per request (build assets and content pages come precompressed): brotli
  // quality 2 costs about a tenth of the default 4 on a 48 KB page and still beats gzip 6 on size
  // (decision record 0017).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } } }));

  app.use((req, res, next) => {
    // Only the socket's peer is known here; proxies are trusted in the app (TRUST_PROXY_HOPS).
    delete req.headers[peerAddressHeader];
    req.headers[peerAddressHeader] = req.socket.remoteAddress ?? "unknown";
    // The app's own list (it sets the same on pages, for remix-serve): here it covers static files too.
    for (const [name, value] of rules.securityHeaders(mode === "production")) res.setHeader(name, value);
    next();
  });

  app.use(refuseOddRequests(rules));
  app.use(refuseCrossSitePosts(rules, config.publicOrigin));
  const bodyBudget = createBodyBudget(config.bodyBudgetBytes);
  // The tests read the body counters through the harness's control server.
  app.locals.bodyBudget = bodyBudget;
  app.use(
    boundedBody({
      rules,
      timeoutMs: config.formBodyTimeoutMs,
      budget: bodyBudget,
      isSignedIn: (cookie) => rules.mayBeSignedIn(cookie),
    }),
  );
  app.use("/build", precompressedAssets("public/build"));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  // Private links' tokens never reach the log (server/access-log.ts).
  if (log) app.use(accessLog(build.routes));
  if (mode === "production" && !benchWithout.has("page-cache")) {
    app.use(
      contentPageCache({
        build,
        mode,
        publicOrigin: config.publicOrigin,
        issueChallenge: (formName) => host.issueChallenge(formName),
        onListChange: (listener) => host.onListChange(listener),
      }),
    );
  }
  const { createRemixRequest } = remixExpress;
  const handleRequest = createRequestHandler(build, mode);
  // @remix-run/express's handler, with the body boundedBody counted instead of the socket.
  app.all("*", async (req, res, next) => {
    try {
      const response = await handleRequest(withBoundedBody(req, createRemixRequest(req, res)));
      await sendAppResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
  return app;
}
