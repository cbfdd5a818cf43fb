import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { adminDashboard } from "~/services/admin-dashboard.server";
import { requireAdmin } from "~/http/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await adminDashboard());
}
