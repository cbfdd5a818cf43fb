/**
 * Which modules the first HTML of a hydrated page preloads (docs/decisions/0029-first-paint-before-chunks.md).
 *
 * Remix's `<Scripts>` writes a `<link rel="modulepreload">` for the entry, the matched route modules and every shared
 * chunk they import: 20–28 high-priority requests that, over HTTP/1.1's six connections, share the line with the
 * stylesheet and delay the first paint on a slow phone (Lighthouse counted LCP 2.1–2.5 s on hydrated pages against
 * 0.9 s on pages without script). We preload only the entry and the route modules; they import their chunks, which
 * the browser then fetches at once, a round trip later, after the page has painted.
 *
 * The server renders from a trimmed copy of the manifest. The browser needs no change of its own: with lazy route
 * discovery Remix inlines the part of the manifest the page uses, from that same copy, so hydration writes the same
 * links. Routes the browser discovers later come from `/__manifest` whole, so hovering a link still prefetches
 * their chunks.
 */
type ModuleManifest = {
  entry: { imports: string[] };
  routes: Record<string, { imports?: string[] }>;
};

const trimmedCopies = new WeakMap<object, unknown>();

/** The server's manifest without chunk preloads (one copy per build, the build's own object left untouched). */
export function withoutChunkPreloads<Manifest extends ModuleManifest>(manifest: Manifest): Manifest {
  let copy = trimmedCopies.get(manifest) as Manifest | undefined;
  if (!copy) {
    copy = {
      ...manifest,
      entry: { ...manifest.entry, imports: [] },
      routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, imports: [] }])),
    };
    trimmedCopies.set(manifest, copy);
  }
  return copy;
}
