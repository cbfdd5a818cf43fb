import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requestFacts } from "~/http/request-facts.server";
import { SHORT_RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { withinRateLimit } from "~/services/abuse.server";
import { lookupPinCode } from "~/services/pincode.server";

/**
 * GET /trainer-profile/pincode/{pin}: our own proxy, so the browser never calls the third party. A
 * found place is cached for a day; a miss or a failed lookup is not cached at all (the service may
 * answer next time), docs/product.md section 8
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  // Each lookup costs a call to the third party: a client gets as many a minute as form submissions.
  if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "pincode"))) {
    return json(
      { location: null, message: SHORT_RATE_LIMIT_MESSAGE },
      { status: 429, headers: { "Cache-Control": "no-store" } },
    );
  }

  const location = await lookupPinCode(params.pin ?? "");
  return json({ location }, { headers: { "Cache-Control": location ? "public, max-age=86400" : "no-store" } });
}
