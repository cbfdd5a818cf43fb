import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { returnToCookie } from "~/server/http/auth.server";
import { flashHeaders } from "~/server/http/flash.server";
import { getAuthenticator } from "~/server/infra/google-auth.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { paths } from "~/lib/paths";

/** Sends the visitor to the identity provider, remembering where to bring them back. */
export async function startGoogleSignIn(request: Request) {
  // A clone: the strategy gets the request as it came.
  const form = await guardedFormData(request.clone());
  const returnTo = safeRedirect(form.get("redirectTo"), paths.home);
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
