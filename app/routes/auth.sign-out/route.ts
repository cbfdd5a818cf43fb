import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { signOutHeaders } from "~/http/auth.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { paths } from "~/lib/paths";

export async function loader() {
  return redirect(paths.home);
}

/** POST /auth/sign-out: forgets the user and says so. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  return redirect(safeRedirect(form.get("redirectTo"), paths.home), { headers: await signOutHeaders(request) });
}
