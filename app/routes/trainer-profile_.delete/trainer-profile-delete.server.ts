import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { CONFIRM_FIELD, CONFIRM_NEEDED_MESSAGE, CONFIRM_VALUE, PROFILE_DELETED_MESSAGE } from "~/forms/delete-profile";
import { getActingUser, loginPath, requireUser, signOutHeaders } from "~/http/auth.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { deleteTrainerProfile } from "~/services/profile-deletion.server";
import { noteFormRefused, otherPageLocation } from "~/http/form-answer.server";
import { paths } from "~/lib/paths";

/** The confirmation step: a page of its own, so that it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

/**
 * Deletes the profile, the CV and the contacts on the applications (profile-deletion.server.ts), then
 * signs the trainer out everywhere and clears the draft cookie: nothing of the profile stays in a
 * session or in this browser.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(request), 303);
  if (form.get(CONFIRM_FIELD) !== CONFIRM_VALUE) {
    noteFormRefused(context);
    return json({ message: CONFIRM_NEEDED_MESSAGE }, { status: 400 });
  }
  await deleteTrainerProfile(user.email);
  const headers = await signOutHeaders(request, { kind: "success", text: PROFILE_DELETED_MESSAGE });
  return redirect(otherPageLocation(paths.home), { status: 303, headers });
}
