/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { trainerCookieRepairHeaders } from "~/server/http/trainer-cookie.server";
import { isMultipart } from "~/server/http/multipart.server";
import { handleCvUpload } from "~/server/http/cv-upload-action.server";
import { handleProfilePost, loadProfileForm } from "~/server/http/profile-form.server";
import { getUser } from "~/server/http/auth.server";
import { directorySettings } from "~/server/services/trainer-directory.server";
import { photoSummary } from "~/server/services/trainer-photos.server";
import { courseTopics } from "~/content/course-topics";

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = trainerCookieRepairHeaders(request);
  const user = await getUser(request);
  const [form, directory, photo] = await Promise.all([
    loadProfileForm(request, headers),
    user ? directorySettings(user.email) : null,
    user ? photoSummary(user.email) : null,
  ]);
  // The skills field's suggestions are content: page data, not part of the page's script (decision record 0049).
  return json({ ...form, directory, photo, skillSuggestions: courseTopics }, { headers });
}

export function action({ request, context }: ActionFunctionArgs) {
  // The page is one form: its Upload CV button posts it as multipart, every other button as a plain form.
  return isMultipart(request) ? handleCvUpload(request) : handleProfilePost(request, context);
}
