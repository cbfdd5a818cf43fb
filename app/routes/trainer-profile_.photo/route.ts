import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { PHOTO_SECTION_ID } from "~/forms/trainer-photo";
import { paths } from "~/lib/paths";
import { handlePhotoPost } from "~/http/photo-upload-action.server";

/** The photo lives on /trainer-profile; a GET here goes there. */
export const loader = () => redirect(paths.trainerProfileSection(PHOTO_SECTION_ID));

export function action({ request }: ActionFunctionArgs) {
  return handlePhotoPost(request);
}
