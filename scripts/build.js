// The one build pipeline, `npm run build` (and `npm start` in a checkout, scripts/start.js): the Remix build of the
// app (build/index.js, public/build), the HTTP server compiled beside it (scripts/build-server.js: build/server.js,
// build/server/), and the browser files precompressed (scripts/precompress.js). The browser tests serve this same
// build (decision record 0067).
import { spawnSync } from "node:child_process";
import url from "node:url";

export async function build() {
  const remix = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (remix.status !== 0) process.exit(remix.status ?? 1);
  // Loaded only here: the Docker image prunes TypeScript along with the other build tools.
  const { buildServer } = await import("./build-server.js");
  buildServer();
  const { precompress } = await import("./precompress.js");
  const { files, before, after } = precompress();
  console.info(
    `[precompress] ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
  );
}

if (process.argv[1] && url.pathToFileURL(process.argv[1]).href === import.meta.url) await build();
