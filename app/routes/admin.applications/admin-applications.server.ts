/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { applicationsForAdmin } from "~/server/services/applications.server";
import { cvsForAdmin } from "~/server/services/trainer-cvs.server";
import { requireAdmin } from "~/server/http/auth.server";
import { failIfTestFaultAsked } from "~/server/http/test-faults.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  failIfTestFaultAsked(request, "admin.applications");
  const [applications, cvs] = await Promise.all([applicationsForAdmin(), cvsForAdmin()]);
  return json({ applications, cvs });
}
