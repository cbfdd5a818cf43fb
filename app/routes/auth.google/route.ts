import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { startGoogleSignIn } from "~/http/google-sign-in.server";
import { paths } from "~/lib/paths";

export async function loader() {
  return redirect(paths.login());
}

/** POST /auth/google: starts Google sign-in; `redirectTo` must stay on our site. */
export function action({ request }: ActionFunctionArgs) {
  return startGoogleSignIn(request);
}
