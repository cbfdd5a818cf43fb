// `npm start` / `npm run serve`: migrates the database, starts the mail worker and serves the build.
import path from "node:path";
import url from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./server/app.js";

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

async function shutdown(signal) {
  console.log(`${signal}: closing`);
  server.close();
  await lifecycle.stopServices();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
