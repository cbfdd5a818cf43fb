import type { FormDraftKey } from "./form-drafts";

/**
 * What a route module may declare in `export const handle`. `hydrate: false` means the page needs no
 * JavaScript: the root then sends no script at all, and the header works through its no-JS forms.
 * `cachedWithChallenges: true` lets server/page-cache.ts keep a page that has a loader: the loader's data
 * must depend on nothing but the session cookie and form challenges taken through
 * app/http/served-challenge.server.ts (decision record 0018).
 */
export type RouteHandle = {
  hydrate?: boolean;
  cachedWithChallenges?: boolean;
  cachedList?: CachedListQuery;
  contentLoader?: boolean;
  pageForm?: PageForm;
};

/**
 * `pageForm` names the page's form that needs sign-in, as a function of the route's loader data (null where the page
 * does not show it): the header's Sign In then posts that form to keep what was typed, like the form's own Sign In
 * (docs/product.md, "Nothing typed is lost"; decision records 0038 and 0060).
 */
export type PageForm = (data: unknown) => { draft: FormDraftKey; formId: string } | null;

/**
 * `cachedList` lets server/page-cache.ts keep a page that shows the cached lists (the board, the vendor page, the
 * directory, the catalogue: decision records 0044 and 0072) for visitors without a cookie, one copy per query string
 * (a visitor with cookies always gets Remix's render, decision record 0061). The loader's data must depend on nothing
 * but the cookies, the challenges of served-challenge.server.ts, the lists whose changes `onListChange` announces,
 * and the query parameters named here: "search" is a text of at most 100 characters without surrounding spaces,
 * "page" a whole number from 1 to 9999. A URL with any other parameter, a parameter twice, or in another spelling
 * than the browser's own form encoding goes to Remix, so that the number of copies stays bounded by what the site's
 * own links and forms produce (and the cache keeps the most recent 64 anyway).
 */
export type CachedListQuery = Record<string, "search" | "page">;

export const staticPage: RouteHandle = { hydrate: false };

/**
 * `contentLoader: true`: the page's loader returns fixed content (app/content/) and reads nothing from the request, so
 * server/page-cache.ts keeps the page as it keeps one without a loader, with its ETag. The content is page data rather
 * than script (decision record 0049). A hydrated page declares `{ contentLoader: true }` itself (/blog): a value
 * imported from this module would be a browser file of its own on its page.
 */
export const staticContentPage: RouteHandle = { hydrate: false, contentLoader: true };
