import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { enquiriesCsv, enquiryFormFilter, listEnquiries } from "~/services/enquiries.server";

/** The enquiries as a CSV download, with the same filter as /admin/enquiries. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const formName = enquiryFormFilter(new URL(request.url).searchParams.get("form"));
  const rows = await listEnquiries({ formName, limit: 100_000 });
  return new Response(enquiriesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries${formName ? `-${formName}` : ""}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
