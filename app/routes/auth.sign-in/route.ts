import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { keepFormDraftAndSignIn } from "./sign-in.server";
import { paths } from "~/lib/paths";

export async function loader() {
  return redirect(paths.login());
}

/** POST /auth/sign-in: a form's own Sign In button; keeps what was typed, then signs in (decision record 0038). */
export function action({ request }: ActionFunctionArgs) {
  return keepFormDraftAndSignIn(request);
}
