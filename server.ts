// `npm start` / `npm run serve`: migrates the database, starts the mail worker and serves the build. Compiled to
// build/server.js by `npm run build` (scripts/build-server.js) and run with plain node (decision record 0042).
import { register } from "node:module";
import path from "node:path";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./server/app.js";
import { appHostOf, importBuild } from "./server/app-host.js";
import { gracefulShutdown } from "./server/shutdown.js";

// Before the build (and with it postgres.js) is loaded: see server/postgres-write-guard.ts.
register("./server/postgres-write-guard.js", import.meta.url);
// Not configuration but the environment React and Remix read as they load: production unless said otherwise.
// Everything else comes from the app's one parsed configuration (app/infra/config.server.ts).
// eslint-disable-next-line no-restricted-properties
process.env.NODE_ENV ??= "production";
const build = await importBuild(path.resolve("build/index.js"));
const host = appHostOf(build);
const config = host.getConfig();

await host.startServices();
const app = createApp({ build, mode: config.nodeEnv });
const server = app.listen(config.port, () => {
  console.log(`Edukon is listening on http://localhost:${config.port}`);
  if (config.nodeEnv === "development") void broadcastDevReady(build);
});

const { shutdown, onUnhandledRejection } = gracefulShutdown({
  server,
  lifecycle: host,
  timeoutMs: config.shutdownTimeoutMs,
});
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("unhandledRejection", onUnhandledRejection);
