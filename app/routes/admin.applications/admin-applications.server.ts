import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { formatSize } from "~/forms/cv-upload";
import { applicationsForAdmin } from "~/services/applications.server";
import { cvsForAdmin } from "~/services/trainer-cvs.server";
import { requireAdmin } from "~/http/auth.server";
import { failIfTestFaultAsked } from "~/http/test-faults.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  failIfTestFaultAsked(request, "admin.applications");
  const [applications, cvs] = await Promise.all([applicationsForAdmin(), cvsForAdmin()]);
  // The size said as the trainer profile says it, formatted here so that this page loads no part of the CV upload's
  // contract (which then is the trainer profile page's alone, in its own file: the JavaScript budgets, decision record 0045).
  return json({ applications, cvs: cvs.map((cv) => ({ ...cv, size: formatSize(cv.sizeBytes) })) });
}
