import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/hooks/use-nonce";
import { withoutChunkPreloads } from "~/lib/first-paint-preloads";
import { getConfig } from "~/infra/config.server";
import { setSecurityHeaders } from "~/infra/security-headers.server";
import { contentSecurityPolicy, createNonce } from "~/infra/security.server";
import { startOnFirstRequest } from "~/lifecycle.server";

// What the HTTP server (server/) asks of the app, as one typed object (decision record 0042).
export { appHost } from "~/host.server";

// The build also runs under remix-serve, which starts nothing and hands the app no socket (decision record 0057).
startOnFirstRequest();

const production = () => getConfig().nodeEnv === "production";

/**
 * What Remix logs of an error. A route error response (a 405 for a POST to a page without an action, such as `POST /`
 * without `?index`; a 404) is an answer to a request, not a fault of ours: nothing is logged, where Remix's default
 * logged its stack trace on every such request. An aborted request is not logged either (Remix's default).
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
}

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, production());
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  if (isPersonalPage(request, remixContext)) responseHeaders.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  // Any other document is rendered for this request (a one-time form token, the visitor's flash): a browser may
  // keep it and revalidate, a shared cache must not hand it to someone else (docs/product.md section 8).
  else if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", DOCUMENT_CACHE_CONTROL);
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  // Only the entry and route modules are preloaded: the chunks come after the first paint (decision 0029).
  const context = { ...remixContext, manifest: withoutChunkPreloads(remixContext.manifest) };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={context} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** What a signed-in visitor's pages and every back-office page say to caches (docs/product.md section 8). */
const PERSONAL_CACHE_CONTROL = "private, no-store";
/** What every other page rendered here says (server/page-cache.ts answers the same for the home page it keeps). */
const DOCUMENT_CACHE_CONTROL = "private, no-cache";

/**
 * A page for a signed-in visitor (the root loader found a user: header, flash, their own data) or any
 * /admin page: never kept by a shared cache or the browser's back/forward store of another user.
 */
function isPersonalPage(request: Request, remixContext: EntryContext): boolean {
  if (isAdminPath(new URL(request.url).pathname)) return true;
  const root = remixContext.staticHandlerContext.loaderData?.root as { user?: unknown } | null | undefined;
  return Boolean(root?.user);
}

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setSecurityHeaders(response.headers, production());
  // With single fetch a page's data is asked for at `<path>.data` (`/admin.data`, `/admin/outbox.data`).
  if (isAdminPath(new URL(request.url).pathname.replace(/\.data$/, ""))) {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return response;
  }
  response.headers.set("Cache-Control", response.headers.get("Cache-Control") ?? "no-store");
  return response;
};
