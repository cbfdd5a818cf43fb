import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { paths } from "~/lib/paths";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The root and every route import the paths; used here too, they share the framework's file, which every page loads
// anyway, instead of being a file of their own on every page (esbuild makes one file per set of importers: decision
// 0031). tests/e2e/bundles.js-only.spec.ts counts the files.
Object.freeze(paths);
