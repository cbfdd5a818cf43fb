/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { enquiryFormNames } from "~/forms/enquiry-forms";
import { enquiryFormFilter, listEnquiries } from "~/services/enquiries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const formName = enquiryFormFilter(new URL(request.url).searchParams.get("form"));
  const rows = await listEnquiries({ formName });
  return json({ formName, formNames: enquiryFormNames, rows });
}
