/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { formatPostedOn, postedDate } from "~/lib/requirement-matching";
import { requireUser } from "~/server/http/auth.server";
import { applicationsOfTrainer } from "~/server/services/my-applications.server";
import { myApplicationsAction } from "~/server/http/my-applications-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const applications = await applicationsOfTrainer(user.email);
  return json({
    applications: applications.map((application) => ({
      ...application,
      appliedOn: postedDate(formatPostedOn(application.appliedAt)),
    })),
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => myApplicationsAction(request, context);
