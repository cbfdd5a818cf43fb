import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/hooks/use-nonce";
import { contentSecurityPolicy, createNonce } from "~/server/infra/security.server";

export { startServices, stopServices } from "~/server/lifecycle.server";
// For hosts and tools around the build (scripts, the test harness): raw SQL on the one client.
export { rawQuery } from "~/server/infra/db.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
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

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Cache-Control", response.headers.get("Cache-Control") ?? "no-store");
  return response;
};
