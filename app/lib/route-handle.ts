/**
 * What a route module may declare in `export const handle`. `hydrate: false` means the page needs no
 * JavaScript: the root then sends no script at all, and the header works through its no-JS forms.
 */
export type RouteHandle = { hydrate?: boolean };

export const staticPage: RouteHandle = { hydrate: false };
