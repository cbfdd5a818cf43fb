import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { applicationsForAdmin } from "~/services/applications.server";
import { cvsForAdmin } from "~/services/trainer-cvs.server";
import { requireAdmin } from "~/http/auth.server";
import { failIfTestFaultAsked } from "~/http/test-faults.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  failIfTestFaultAsked(request, "admin.applications");
  const [applications, cvs] = await Promise.all([applicationsForAdmin(), cvsForAdmin()]);
  return json({ applications, cvs });
}
