// `npm start` / `npm run serve`: migrates the database, starts the mail worker and serves the build.
import { register } from "node:module";
import path from "node:path";
import url from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./server/app.js";
import { gracefulShutdown } from "./server/shutdown.js";

// Before the build (and with it postgres.js) is loaded: see server/postgres-write-guard.js.
register("./server/postgres-write-guard.js", import.meta.url);
process.env.NODE_ENV ??= "production";
const buildPath = path.resolve("build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
const lifecycle = build.entry.module;

await lifecycle.startServices();
const app = createApp({ build, mode: process.env.NODE_ENV });
const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () => {
  console.log(`Edukon is listening on http://localhost:${port}`);
  if (process.env.NODE_ENV === "development") broadcastDevReady(build);
});

const { shutdown, onUnhandledRejection } = gracefulShutdown({
  server,
  lifecycle,
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000),
});
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("unhandledRejection", onUnhandledRejection);
