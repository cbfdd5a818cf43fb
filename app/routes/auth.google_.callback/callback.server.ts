import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { returnToCookie, signInHeaders } from "~/server/http/auth.server";
import { flashHeaders } from "~/server/http/flash.server";
import { getAuthenticator } from "~/server/infra/google-auth.server";

/** Signs the visitor in from the provider's answer and returns them where they started. */
export async function finishGoogleSignIn(request: Request): Promise<Response> {
  const authenticator = getAuthenticator();
  if (!authenticator) return redirect("/login");
  const cookie = returnToCookie();
  const returnTo = safeRedirect(await cookie.parse(request.headers.get("Cookie")), "/");
  try {
    const user = await authenticator.authenticate("google", request);
    const headers = new Headers(await signInHeaders(request, user));
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    return redirect(returnTo, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("Google sign-in failed:", error instanceof Error ? error.message : error);
    return redirect(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, {
      headers: await flashHeaders(request, { kind: "error", text: "Sign-in failed. Please try again." }),
    });
  }
}
