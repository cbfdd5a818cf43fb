import { clientAddress, requestSiteOf } from "~/infra/security.server";
import { isDatabaseUnavailable } from "~/infra/db.server";
import { getSession, SESSION_ID_KEY, type SessionUser } from "~/infra/session.server";
import type { RequestSite } from "~/infra/request-rules.server";
import { sessionUser } from "~/services/sessions.server";

/**
 * What the app knows about who sent a request, worked out once per request at the edge (docs/architecture.md, "A
 * request's facts"): the client's address (what the rate limits, the abuse checks and a stored enquiry key on), the
 * site the request came from (a cross-site form is refused), and the signed-in user. Loaders and actions read them
 * here and hand services the plain values; a service never sees the Request.
 */
export type RequestFacts = {
  clientAddress: string;
  site: RequestSite;
  user: SessionUser | null;
  /** Why the user could not be looked up (the database is away), so that an action needing one answers 503. */
  userOutage: unknown;
};

/** Once per Request object, however many loaders, actions and helpers ask (the root's loader, the route's, glue). */
const factsByRequest = new WeakMap<Request, Promise<RequestFacts>>();

export function requestFacts(request: Request): Promise<RequestFacts> {
  let facts = factsByRequest.get(request);
  if (!facts) {
    const known = { clientAddress: clientAddress(request), site: requestSiteOf(request) };
    facts = signedInUser(request).then(({ user, outage }) => ({ ...known, user, userOutage: outage }));
    factsByRequest.set(request, facts);
  }
  return facts;
}

/**
 * The signed-in user: the cookie's session id must name a live row of the sessions table. While the database is down
 * pages still render (docs/product.md, operations): as signed out, with the outage kept beside.
 */
async function signedInUser(request: Request): Promise<{ user: SessionUser | null; outage: unknown }> {
  const session = await getSession(request);
  const id: unknown = session.get(SESSION_ID_KEY);
  if (typeof id !== "string" || !id) return { user: null, outage: null };
  try {
    return { user: await sessionUser(id), outage: null };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn("[auth] the database is unavailable; the visitor is treated as signed out");
    return { user: null, outage: error };
  }
}
