import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { returnToCookie } from "./auth.server";
import { flashHeaders } from "./flash.server";
import { getAuthenticator } from "~/infra/google-auth.server";
import { guardedFormData } from "./guarded-form.server";
import { paths } from "~/lib/paths";

/**
 * Sends the visitor to the identity provider, remembering where to bring them back: `returnTo`, or the posted
 * `redirectTo` (the sign-in control's; the form draft's route, app/http/form-draft.server.ts, passes its own).
 */
export async function startGoogleSignIn(request: Request, returnTo?: string) {
  // A clone: the strategy gets the request as it came.
  const target = returnTo ?? safeRedirect((await guardedFormData(request.clone())).get("redirectTo"), paths.home);
  const authenticator = getAuthenticator();
  if (!authenticator) {
    return redirect(target, {
      headers: await flashHeaders(request, { kind: "error", text: "Sign-in is not configured on this site." }),
    });
  }
  try {
    return await authenticator.authenticate("google", request);
  } catch (response) {
    if (response instanceof Response) {
      response.headers.append("Set-Cookie", await returnToCookie().serialize(target));
    }
    throw response;
  }
}
