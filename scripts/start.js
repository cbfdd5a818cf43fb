// `npm start`: in a checkout, builds the site first, then serves it (server.js migrates and seeds the
// database at start-up). In the Docker image the build tools are pruned and the image already holds
// the build, so the same command only serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { precompress } from "./precompress.js";

if (existsSync("node_modules/@remix-run/dev")) {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  precompress();
} else if (!existsSync("build/index.js")) {
  console.error("No build found and no build tools installed: run `npm ci` first.");
  process.exit(1);
}
await import("../server.js");
