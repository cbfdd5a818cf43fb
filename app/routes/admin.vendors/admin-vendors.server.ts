/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/server/http/auth.server";
import { moderationQueue } from "~/server/services/vendors.server";
import { vendorModerationAction } from "./moderation-actions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await moderationQueue());
}

export function action({ request }: ActionFunctionArgs) {
  return vendorModerationAction(request);
}
