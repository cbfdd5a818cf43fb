import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { lookupPinCode } from "~/server/services/pincode.server";

/** GET /trainer-profile/pincode/{pin}: our own proxy, so the browser never calls the third party. */
export async function loader({ params }: LoaderFunctionArgs) {
  const location = await lookupPinCode(params.pin ?? "");
  return json({ location }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
