// What the server refuses before Remix sees a request (docs/product.md section 10, docs/product.md section 8 items 2, 3
// and 5; docs/decisions/0008-request-guards.md): odd methods, a malformed Host, a body that is not a
// form, a cross-site POST, and a body larger than its route allows. Each answer is a short readable 4xx.
// What is refused where is the app's rule (app/infra/request-rules.server.ts: what counts as a form, which
// site a POST comes from, each route's body limit, which bodies need sign-in), handed over through the app host
// (server/app-host.ts); this file only applies it to Express's requests.
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppHost } from "./app-host.js";

type Rules = AppHost["rules"];
/** An Express request once boundedBody has read its body. */
type RequestWithBody = ExpressRequest & { boundedBody?: Buffer };

/** After a 413, what the client still sends is read and dropped up to this much, then the socket is cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_LIMIT_MS = 5000;

const ALLOWED_METHODS = "GET, HEAD, POST";
// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: anything else
// would make the URL Remix builds from it throw.
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function refuse(res: ExpressResponse, status: number, text: string) {
  res.status(status).type("text/plain; charset=utf-8").send(`${text}\n`);
}

/**
 * Methods other than GET, HEAD and POST (TRACE, PUT, DELETE, ...) answer 405: Remix would run a
 * route's action for a PUT as for a POST. A Host (or X-Forwarded-Host) that is not a host name
 * answers 400 instead of a 500 from the URL parser. What counts as a form is the app's rule
 * (app/infra/request-rules.server.ts, handed over by the app host), the one its own guard applies.
 */
export function refuseOddRequests({
  isFormContentType,
  isSafeMethod,
}: Pick<Rules, "isFormContentType" | "isSafeMethod">): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" && !isSafeMethod(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS);
      return refuse(res, 405, "This address only answers GET and POST requests.");
    }
    // An absolute-form target ("GET http://other.example/ HTTP/1.1") is for proxies, not for us.
    if (!req.url.startsWith("/")) return refuse(res, 400, "This request's target is not a path on this site.");
    // Express decodes the path for its routes and answers a bad escape ("%zz") with a 400 plus a logged
    // stack trace; a visitor's typo is not a server error, so it is refused here, quietly.
    if (!decodesCleanly(req.path)) return refuse(res, 400, "This address holds a % that is not a valid escape.");
    const forwardedHost = req.headers["x-forwarded-host"];
    if (!isValidHost(req.headers.host ?? "") || (forwardedHost !== undefined && !validForwardedHost(forwardedHost))) {
      return refuse(res, 400, "The Host header of this request is not a valid host name.");
    }
    if (req.method === "POST" && !isFormContentType(req.headers["content-type"])) {
      return refuse(
        res,
        415,
        "This address only accepts forms (application/x-www-form-urlencoded, or multipart/form-data with a boundary).",
      );
    }
    next();
  };
}

function decodesCleanly(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Host value Remix can build its request URL from: the pattern's shape, and what the URL parser itself
 * accepts (the pattern lets `localhost:70000` through; `new URL` throws on a port above 65535, which was a
 * 500 with a stack trace).
 */
export function isValidHost(value: string) {
  if (!HOST_PATTERN.test(value)) return false;
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

function validForwardedHost(value: string | string[]) {
  return String(value)
    .split(",")
    .every((part) => isValidHost(part.trim()));
}

/** A form body must have arrived this long after its headers (FORM_BODY_TIMEOUT_MS), else 408. */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;
/** Bytes of request bodies held at once by the whole process (BODY_BUDGET_BYTES), else 503. */
export const DEFAULT_BODY_BUDGET_BYTES = 32 * 1024 * 1024;
/** How long a client told 503 (the body budget is spent) waits before sending again. */
const BUDGET_RETRY_AFTER_SECONDS = 5;

/**
 * The bytes of request bodies the process holds right now, across every request, against one budget
 * (docs/product.md section 8: 40 anonymous 8 MB uploads at once took the server from 498 to 1,077 MB). A body
 * takes its bytes as they arrive and gives them back when its answer is done. The counters are for the
 * tests (the harness's control server shows them) and cost nothing.
 */
export function createBodyBudget(budgetBytes: number) {
  const stats = { budgetBytes, held: 0, peakHeld: 0, bufferedTotal: 0, refusedOverBudget: 0, unreadBodies: 0 };
  return {
    stats,
    take(bytes: number) {
      if (stats.held + bytes > budgetBytes) return false;
      stats.held += bytes;
      stats.bufferedTotal += bytes;
      stats.peakHeld = Math.max(stats.peakHeld, stats.held);
      return true;
    },
    release(bytes: number) {
      stats.held -= bytes;
    },
  };
}

export type BodyBudget = ReturnType<typeof createBodyBudget>;

export interface BodyOptions {
  rules: Pick<Rules, "bodyLimitFor" | "bodyNeedsSignIn" | "isSafeMethod">;
  timeoutMs?: number;
  budget?: BodyBudget;
  isSignedIn?: (cookie: string | undefined) => Promise<boolean>;
}

/**
 * Reads a POST's whole body into `req.boundedBody`, counting bytes as they arrive (a chunked body or
 * a lying Content-Length too); past the route's limit it answers 413 at once, past the process's body
 * budget 503 with Retry-After, and when the body has not arrived within `timeoutMs` 408 (Node itself
 * would wait 300 s). On a route that needs sign-in, a visitor's body is not read: Remix gets an empty one.
 * Remix then gets the counted bytes (see withBoundedBody), never the socket. Which route takes how much, and which
 * needs sign-in, is the app's rule (request-rules.server.ts bodyLimitFor, bodyNeedsSignIn).
 */
export function boundedBody({
  rules,
  timeoutMs = DEFAULT_BODY_TIMEOUT_MS,
  budget = createBodyBudget(DEFAULT_BODY_BUDGET_BYTES),
  isSignedIn = async () => true,
}: BodyOptions): RequestHandler {
  return (req, res, next) => {
    if (rules.isSafeMethod(req.method)) return next();
    const limit = rules.bodyLimitFor(req.path, req.headers["content-type"]);
    if (Number(req.headers["content-length"] ?? "0") > limit) {
      return refuseAndDrain(req, res, 413, "What you sent is too large. Nothing was saved.");
    }
    if (!rules.bodyNeedsSignIn(req.path, req.headers["content-type"])) return readBody(req, res, next, limit);
    isSignedIn(req.headers.cookie).then(
      (signedIn) => {
        if (signedIn) return readBody(req, res, next, limit);
        budget.stats.unreadBodies += 1;
        (req as RequestWithBody).boundedBody = Buffer.alloc(0);
        dropBody(req);
        next();
      },
      // The app could not tell (it logs why): the body is read, within the budget, and the app answers.
      () => readBody(req, res, next, limit),
    );
  };

  function readBody(req: ExpressRequest, res: ExpressResponse, next: NextFunction, limit: number) {
    const chunks: Buffer[] = [];
    let size = 0;
    let taken = 0;
    let done = false;
    const giveBack = () => {
      budget.release(taken);
      taken = 0;
    };
    const stop = (status: number, text: string, headers?: Record<string, string>) => {
      done = true;
      clearTimeout(timer);
      chunks.length = 0;
      giveBack();
      req.off("data", onData);
      refuseAndDrain(req, res, status, text, headers);
    };
    const timer = setTimeout(() => {
      if (!done) stop(408, "This form took too long to arrive. Nothing was saved. Please send it again.");
    }, timeoutMs);
    timer.unref();
    // Whatever happens to the request (answered, refused, the client gone), its bytes go back to the budget.
    res.once("close", () => {
      clearTimeout(timer);
      giveBack();
    });
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return stop(413, "What you sent is too large. Nothing was saved.");
      if (!budget.take(chunk.length)) {
        budget.stats.refusedOverBudget += 1;
        return stop(503, "The site is busy receiving other forms. Nothing was saved. Please send it again shortly.", {
          "Retry-After": String(BUDGET_RETRY_AFTER_SECONDS),
        });
      }
      taken += chunk.length;
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      (req as RequestWithBody).boundedBody = Buffer.concat(chunks, size);
      chunks.length = 0;
      next();
    });
    req.once("error", () => {
      done = true;
      clearTimeout(timer);
    });
  }
}

/**
 * What the client is still sending is read and dropped (up to a limit), so that it reads our answer
 * instead of a connection reset: closing the socket while the client still writes (`Connection: close`)
 * makes its system answer the next write with a reset, which can discard our answer unread. Past the
 * drain limit (bytes or time) the socket is cut.
 */
function dropBody(req: ExpressRequest) {
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_LIMIT_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) cut();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/**
 * A short text answer to a body the server will not take (413, 408, 503); the rest is dropped (dropBody).
 */
function refuseAndDrain(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  dropBody(req);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  refuse(res, status, text);
}

/**
 * The Fetch Request Remix sees: the adapter's (URL, headers, abort signal), with the body that
 * boundedBody counted in place of the already-read socket.
 */
export function withBoundedBody(req: ExpressRequest, request: Request): Request {
  const body = (req as RequestWithBody).boundedBody;
  return body === undefined ? request : new Request(request, { body, duplex: "half" } as RequestInit);
}

/**
 * A POST (or any unsafe method) sent from another site is refused here with a readable 403, before Remix sees it:
 * Remix's own origin check would otherwise answer such a request with a bare 500. Which site a request comes from is
 * the app's rule (request-rules.server.ts requestSite), the one its own guard (security.server.ts assertSameOrigin)
 * applies. A request whose Origin is our PUBLIC_ORIGIN (a proxy in front rewrote Host) is let through with that host,
 * so Remix's check agrees.
 * @param publicOrigin the configuration's PUBLIC_ORIGIN (or its default, http://localhost:PORT)
 */
export function refuseCrossSitePosts(
  rules: Pick<Rules, "requestSite" | "isSafeMethod">,
  publicOrigin: string,
): RequestHandler {
  const publicHost = new URL(publicOrigin).host;
  return (req, res, next) => {
    if (rules.isSafeMethod(req.method)) return next();
    const forwardedHost = String(req.headers["x-forwarded-host"] ?? "")
      .split(",")[0]
      ?.trim();
    const site = rules.requestSite({
      origin: req.headers.origin,
      referer: req.headers.referer,
      secFetchSite: firstValue(req.headers["sec-fetch-site"]),
      host: forwardedHost || req.headers.host || "",
      scheme: `${req.protocol}:`,
      path: req.path,
      publicOrigin,
    });
    if (site === "same-site") return next();
    if (site === "public-origin") {
      req.headers["x-forwarded-host"] = publicHost;
      return next();
    }
    res
      .status(403)
      .type("html")
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Refused</title></head>' +
          '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>This form can only be sent from our own site.</h1>' +
          '<p>Nothing was saved. Please open the page on our site and send the form from there.</p><p><a href="/">Go to the home page</a></p></body></html>',
      );
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
