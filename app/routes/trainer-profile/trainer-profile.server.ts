import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { trainerCookieRepairHeaders } from "~/http/trainer-cookie.server";
import { isMultipart } from "~/http/multipart.server";
import { handleCvUpload } from "~/http/cv-upload-action.server";
import { handleProfilePost, loadProfileForm } from "~/http/profile-form.server";
import { getUser } from "~/http/auth.server";
import { directorySettings } from "~/services/trainer-directory.server";
import { photoSummary } from "~/services/trainer-photos.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = trainerCookieRepairHeaders(request);
  const user = await getUser(request);
  const [form, directory, photo] = await Promise.all([
    loadProfileForm(request, headers),
    user ? directorySettings(user.email) : null,
    user ? photoSummary(user.email) : null,
  ]);
  return json({ ...form, directory, photo }, { headers });
}

export function action({ request, context }: ActionFunctionArgs) {
  // The page is one form: its Upload CV button posts it as multipart, every other button as a plain form.
  return isMultipart(request) ? handleCvUpload(request) : handleProfilePost(request, context);
}
