/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { trainerCookieRepairHeaders } from "~/server/http/trainer-cookie.server";
import { isMultipart } from "~/server/http/multipart.server";
import { handleCvUpload } from "./cv-upload.server";
import { handleProfilePost, loadProfileForm } from "./profile-form.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = trainerCookieRepairHeaders(request);
  return json(await loadProfileForm(request, headers), { headers });
}

export function action({ request }: ActionFunctionArgs) {
  // The page is one form: its Upload CV button posts it as multipart, every other button as a plain form.
  return isMultipart(request) ? handleCvUpload(request) : handleProfilePost(request);
}
