import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { startGoogleSignIn } from "./sign-in.server";

export async function loader() {
  return redirect("/login");
}

/** POST /auth/google: starts Google sign-in; `redirectTo` must stay on our site. */
export function action({ request }: ActionFunctionArgs) {
  return startGoogleSignIn(request);
}
