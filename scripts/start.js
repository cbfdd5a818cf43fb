// `npm start`: in a checkout, runs the build pipeline of `npm run build` (scripts/build.js) first, then serves the
// build (build/server.js, compiled from server.ts, migrates and seeds the database at start-up). In the Docker image
// the build tools are pruned and the image already holds the build, so the same command only serves it.
import { existsSync } from "node:fs";

if (existsSync("node_modules/@remix-run/dev")) {
  const { build } = await import("./build.js");
  await build();
} else if (!existsSync("build/index.js") || !existsSync("build/server.js")) {
  console.error("No build found and no build tools installed: run `npm ci` first.");
  process.exit(1);
}
await import("../build/server.js");
