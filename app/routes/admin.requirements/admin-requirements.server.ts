/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requirementStatuses } from "~drizzle/schema";
import { requireAdmin } from "~/server/http/auth.server";
import { requirementsForAdmin } from "~/server/services/requirements.server";
import { requirementFacts } from "~/server/services/requirement-stats.server";
import { requirementsAction } from "./requirements-actions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const wanted = new URL(request.url).searchParams.get("status");
  const status = requirementStatuses.find((s) => s === wanted) ?? "pending";
  const requirements = await requirementsForAdmin(status);
  const facts = await requirementFacts(requirements.map((requirement) => requirement.id));
  return json({
    status,
    requirements: requirements.map((requirement) => ({
      ...requirement,
      ...(facts.get(requirement.id) ?? { applicants: 0, shortlisted: 0, expiresAt: null }),
    })),
  });
}

export function action({ request }: ActionFunctionArgs) {
  return requirementsAction(request);
}
