/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { leadStatuses } from "~drizzle/schema";
import { requireAdmin } from "~/server/http/auth.server";
import { leadsForAdmin } from "~/server/services/requirements.server";
import { requirementFacts } from "~/server/services/requirement-stats.server";
import { requirementsAction } from "./requirements-actions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const wanted = new URL(request.url).searchParams.get("status");
  const status = leadStatuses.find((s) => s === wanted) ?? "pending";
  const leads = await leadsForAdmin(status);
  const facts = await requirementFacts(leads.map((lead) => lead.id));
  return json({
    status,
    leads: leads.map((lead) => ({
      ...lead,
      ...(facts.get(lead.id) ?? { applicants: 0, shortlisted: 0, expiresAt: null }),
    })),
  });
}

export function action({ request }: ActionFunctionArgs) {
  return requirementsAction(request);
}
