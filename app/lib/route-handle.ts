/**
 * What a route module may declare in `export const handle`. `hydrate: false` means the page needs no
 * JavaScript: the root then sends no script at all, and the header works through its no-JS forms.
 * `cachedWithChallenges: true` lets server/page-cache.js keep a page that has a loader: the loader's data
 * must depend on nothing but the session cookie and form challenges taken through
 * app/server/http/served-challenge.server.ts (decision record 0018).
 */
export type RouteHandle = { hydrate?: boolean; cachedWithChallenges?: boolean };

export const staticPage: RouteHandle = { hydrate: false };
