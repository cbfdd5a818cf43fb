// `npm start`: in a checkout, builds the site and compiles the server first, then serves it (build/server.js,
// compiled from server.ts, migrates and seeds the database at start-up). In the Docker image the build tools are pruned and the image already holds
// the build, so the same command only serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { precompress } from "./precompress.js";

if (existsSync("node_modules/@remix-run/dev")) {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Loaded only here: the Docker image prunes TypeScript along with the other build tools.
  const { buildServer } = await import("./build-server.js");
  buildServer();
  precompress();
} else if (!existsSync("build/index.js") || !existsSync("build/server.js")) {
  console.error("No build found and no build tools installed: run `npm ci` first.");
  process.exit(1);
}
await import("../build/server.js");
