import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { FlashBanner } from "~/components/layout/flash-banner";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/hooks/use-nonce";
import type { RouteHandle } from "~/lib/route-handle";
import stylesHref from "~/styles/app.css";
// The brand font's one file: the same path app.css names, so the build gives both one hashed URL (decision 0063).
import brandFontHref from "../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2";
import { loader } from "./root.server";

export const links: LinksFunction = () => [
  // Fetched with the stylesheet rather than after it, so the text is mostly set in it at the first paint.
  { rel: "preload", href: brandFontHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A page sends scripts unless its route declares `handle = { hydrate: false }`. */
function usePageHydrates(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = usePageHydrates();
  return (
    // The inline script marks a document whose scripts will run, before first paint (no flash).
    <html lang="en" className="no-js" suppressHydrationWarning>
      <head>
        {hydrate ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.className='js'" }} />
        ) : null}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2342" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {hydrate ? <NavigationProgress /> : null}
        <SiteHeader />
        <FlashBanner />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the end of hydration (after every component's effects, Conform's listeners included): browser tests
  // wait for it rather than for time, before they use what needs the scripts.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** The last resort: a route without its own boundary (content pages) fails here, inside the site's frame. */
export { RouteErrorBoundary as ErrorBoundary };

export { loader };
