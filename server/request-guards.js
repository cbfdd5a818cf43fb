// What the server refuses before Remix sees a request (docs/product.md section 10, issue 14 items 2, 3
// and 5; docs/decisions/0008-request-guards.md): odd methods, a malformed Host, a body that is not a
// form, a cross-site POST, and a body larger than its route allows. Each answer is a short readable 4xx.

/** Every request body is read here, counted as it arrives (chunked too), up to this many bytes. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Routes that accept a larger body than the default (an upload, say): exact path -> bytes. A route
 * listed here still reads its form through guardedFormData with its own, smaller or equal, limit.
 * @type {Map<string, number>}
 */
export const ROUTE_BODY_LIMITS = new Map([
  // The 2 MB CV upload (app/server/http/multipart.server.ts bounds the file part itself): the coarse
  // limit only has to let a somewhat-too-large file through, so the page answers it with its own 413.
  ["/trainer-profile", 8 * 1024 * 1024],
]);

/** @param {string} path */
export function bodyLimitFor(path) {
  // With single fetch an enhanced form posts to the page's data URL (`/trainer-profile.data`, `/_root.data`
  // for `/`): the same route, so the same limit.
  const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  return ROUTE_BODY_LIMITS.get(page) ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** After a 413, what the client still sends is read and dropped up to this much, then the socket is cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_LIMIT_MS = 5000;

const ALLOWED_METHODS = "GET, HEAD, POST";
const SAFE_METHODS = new Set(["GET", "HEAD"]);
// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: anything else
// would make the URL Remix builds from it throw.
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} text
 */
function refuse(res, status, text) {
  res.status(status).type("text/plain; charset=utf-8").send(`${text}\n`);
}

/**
 * Methods other than GET, HEAD and POST (TRACE, PUT, DELETE, ...) answer 405: Remix would run a
 * route's action for a PUT as for a POST. A Host (or X-Forwarded-Host) that is not a host name
 * answers 400 instead of a 500 from the URL parser. What counts as a form is the app's rule
 * (app/server/infra/request-rules.server.ts, handed over by the build's entry module), the one its own guard applies.
 * @param {{ isFormContentType: (header: string | undefined) => boolean }} rules
 * @returns {import("express").RequestHandler}
 */
export function refuseOddRequests({ isFormContentType }) {
  return (req, res, next) => {
    if (req.method !== "POST" && !SAFE_METHODS.has(req.method)) {
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

/** @param {string} path */
function decodesCleanly(path) {
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
 * @param {string} value
 */
export function isValidHost(value) {
  if (!HOST_PATTERN.test(value)) return false;
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/** @param {string | string[]} value */
function validForwardedHost(value) {
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
 * (issue 25 section 3: 40 anonymous 8 MB uploads at once took the server from 498 to 1,077 MB). A body
 * takes its bytes as they arrive and gives them back when its answer is done. The counters are for the
 * tests (the harness's control server shows them) and cost nothing.
 * @param {number} budgetBytes
 */
export function createBodyBudget(budgetBytes) {
  const stats = { budgetBytes, held: 0, peakHeld: 0, bufferedTotal: 0, refusedOverBudget: 0, unreadBodies: 0 };
  return {
    stats,
    /** @param {number} bytes */
    take(bytes) {
      if (stats.held + bytes > budgetBytes) return false;
      stats.held += bytes;
      stats.bufferedTotal += bytes;
      stats.peakHeld = Math.max(stats.peakHeld, stats.held);
      return true;
    },
    /** @param {number} bytes */
    release(bytes) {
      stats.held -= bytes;
    },
  };
}

/** @typedef {ReturnType<typeof createBodyBudget>} BodyBudget */

/**
 * POSTs whose body is read only from a signed-in visitor: the app answers anyone else without looking at
 * the form (a 401 page for the CV upload, a redirect to sign in for the rest), so the bytes are not read
 * into memory at all. `/trainer-profile` only for multipart: its plain sections save a visitor's draft.
 * @param {string} path
 * @param {string | undefined} contentType
 */
export function bodyNeedsSignIn(path, contentType) {
  const page = path.replace(/\.data$/, "");
  if (page === "/trainer-profile") return /^\s*multipart\/form-data\b/i.test(contentType ?? "");
  return (
    page === "/trainer-profile/alerts" ||
    page === "/trainer-profile/delete" ||
    page === "/my-applications" ||
    page === "/admin" ||
    page.startsWith("/admin/")
  );
}

/**
 * @typedef {{
 *   limitFor?: (path: string) => number,
 *   timeoutMs?: number,
 *   budget?: BodyBudget,
 *   isSignedIn?: (cookie: string | undefined) => Promise<boolean>,
 * }} BodyOptions
 */

/**
 * Reads a POST's whole body into `req.boundedBody`, counting bytes as they arrive (a chunked body or
 * a lying Content-Length too); past the route's limit it answers 413 at once, past the process's body
 * budget 503 with Retry-After, and when the body has not arrived within `timeoutMs` 408 (Node itself
 * would wait 300 s). On a route that needs sign-in, a visitor's body is not read: Remix gets an empty one.
 * Remix then gets the counted bytes (see withBoundedBody), never the socket.
 * @param {BodyOptions} [options]
 * @returns {import("express").RequestHandler}
 */
export function boundedBody({
  limitFor = bodyLimitFor,
  timeoutMs = DEFAULT_BODY_TIMEOUT_MS,
  budget = createBodyBudget(DEFAULT_BODY_BUDGET_BYTES),
  isSignedIn = async () => true,
} = {}) {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const limit = limitFor(req.path);
    if (Number(req.headers["content-length"] ?? "0") > limit) {
      return refuseAndDrain(req, res, 413, "What you sent is too large. Nothing was saved.");
    }
    if (!bodyNeedsSignIn(req.path, req.headers["content-type"])) return readBody(req, res, next, limit);
    isSignedIn(req.headers.cookie).then(
      (signedIn) => {
        if (signedIn) return readBody(req, res, next, limit);
        budget.stats.unreadBodies += 1;
        /** @type {any} */ (req).boundedBody = Buffer.alloc(0);
        dropBody(req);
        next();
      },
      // The app could not tell (it logs why): the body is read, within the budget, and the app answers.
      () => readBody(req, res, next, limit),
    );
  };

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {import("express").NextFunction} next
   * @param {number} limit
   */
  function readBody(req, res, next, limit) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let taken = 0;
    let done = false;
    const giveBack = () => {
      budget.release(taken);
      taken = 0;
    };
    /**
     * @param {number} status
     * @param {string} text
     * @param {Record<string, string>} [headers]
     */
    const stop = (status, text, headers) => {
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
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
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
      /** @type {any} */ (req).boundedBody = Buffer.concat(chunks, size);
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
 * @param {import("express").Request} req
 */
function dropBody(req) {
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_LIMIT_MS);
  timer.unref();
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) cut();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/**
 * A short text answer to a body the server will not take (413, 408, 503); the rest is dropped (dropBody).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function refuseAndDrain(req, res, status, text, headers = {}) {
  dropBody(req);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  refuse(res, status, text);
}

/**
 * The Fetch Request Remix sees: the adapter's (URL, headers, abort signal), with the body that
 * boundedBody counted in place of the already-read socket.
 * @param {import("express").Request} req
 * @param {Request} request
 */
export function withBoundedBody(req, request) {
  const body = /** @type {any} */ (req).boundedBody;
  return body === undefined ? request : new Request(request, { body, duplex: "half" });
}

/**
 * A POST (or any unsafe method) sent from another site, or with `Origin: null` (a sandboxed frame, a
 * data: page, a redirect across sites), is refused here with a readable 403, before Remix sees it:
 * Remix's own origin check would otherwise answer such a request with a bare 500. A request whose
 * Origin is our PUBLIC_ORIGIN (a proxy in front rewrote Host) is let through with that host, so
 * Remix's check agrees. Requests without Origin (old browsers, curl) pass, as in
 * app/server/infra/security.server.ts isSameOriginRequest.
 * @param {string} publicOrigin the configuration's PUBLIC_ORIGIN (or its default, http://localhost:PORT)
 */
export function refuseCrossSitePosts(publicOrigin) {
  const publicHost = new URL(publicOrigin).host;
  /** @type {import("express").RequestHandler} */
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const crossSiteFetch = req.headers["sec-fetch-site"] === "cross-site";
    if (!crossSiteFetch && origin === undefined) return next();
    let originHost = "";
    try {
      originHost = origin && origin !== "null" ? new URL(origin).host : "";
    } catch {
      originHost = "";
    }
    const forwardedHost = String(req.headers["x-forwarded-host"] ?? "")
      .split(",")[0]
      ?.trim();
    const host = forwardedHost || req.headers.host || "";
    if (!crossSiteFetch && originHost && originHost === host) return next();
    if (!crossSiteFetch && originHost && originHost === publicHost) {
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
