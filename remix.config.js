/**
 * The browser tests' server build (decision record 0051): the same app with tests/support/test-host.ts as its server
 * entry, which adds the harness's helpers. Everything it writes stays in build/test-host/ (its browser files too:
 * remix build empties that folder, and its esbuild metafiles, which the bundle budgets read from build/, would
 * otherwise replace the production build's); the harness serves public/build and checks that both builds' browser
 * files are the same.
 */
const testHost =
  process.env.EDUKON_TEST_HOST_BUILD === "1"
    ? {
        server: "tests/support/test-host.ts",
        serverBuildPath: "build/test-host/index.js",
        assetsBuildDirectory: "build/test-host/assets",
      }
    : {};

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ...testHost,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // /index shows the home page too (docs/product.md section 2 lists both / and index), and its workshop form posts to
  // /index: the same module as `_index`, action included, under a route id of its own. Declared here rather than as a
  // file that only re-exports `_index` (issue 26): the browser build gets the home page's module once, as before.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route("index", "routes/_index/route.tsx", { id: "routes/index" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
