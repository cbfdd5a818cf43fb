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
