import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/server/infra/security.server";
import { commitSession, getSession } from "~/server/infra/session.server";

export async function loader() {
  return redirect("/");
}

/** POST /auth/sign-out: forgets the user and says so. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const session = await getSession(request);
  session.unset("user");
  session.flash("flash", { kind: "info", text: "You are signed out." });
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
