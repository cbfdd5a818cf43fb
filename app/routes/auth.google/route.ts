import type { ActionFunctionArgs } from "@remix-run/node";
import { createCookie, redirect } from "@remix-run/node";
import { getAuthenticator } from "~/server/http/auth.server";
import { getConfig } from "~/server/infra/config.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/server/infra/security.server";
import { flashHeaders } from "~/server/infra/session.server";

/** Where to return after sign-in; a cookie of its own, since the OAuth round trip leaves our site. */
export const returnToCookie = () =>
  createCookie("auth_return_to", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 10 * 60,
    secure: getConfig().secureCookies,
  });

export async function loader() {
  return redirect("/login");
}

/** POST /auth/google: starts Google sign-in; `redirectTo` must stay on our site. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.clone().formData();
  const returnTo = safeRedirect(form.get("redirectTo"), "/");
  const authenticator = getAuthenticator();
  if (!authenticator) {
    return redirect(returnTo, {
      headers: await flashHeaders(request, { kind: "error", text: "Sign-in is not configured on this site." }),
    });
  }
  try {
    return await authenticator.authenticate("google", request);
  } catch (response) {
    if (response instanceof Response) {
      response.headers.append("Set-Cookie", await returnToCookie().serialize(returnTo));
    }
    throw response;
  }
}
