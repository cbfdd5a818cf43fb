/** @type {import('@remix-run/dev').AppConfig} */
export default {
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
