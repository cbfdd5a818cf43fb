/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { trainerCookieRepairHeaders } from "~/server/http/trainer-cookie.server";
import { boardLoader, saveLocalProfile } from "~/server/http/board-page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await boardLoader(request), { headers: trainerCookieRepairHeaders(request) });
}

export function action({ request, context }: ActionFunctionArgs) {
  return saveLocalProfile(request, context);
}
