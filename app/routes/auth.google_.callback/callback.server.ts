import { redirect } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { readReturnTo, returnToCookie, signInHeaders } from "~/http/auth.server";
import { putFlash } from "~/http/flash.server";
import { getAuthenticator, UnverifiedEmailError } from "~/infra/google-auth.server";
import { commitSession, getSession } from "~/infra/session.server";
import { paths } from "~/lib/paths";

export const SIGN_IN_CANCELLED = "Sign-in was cancelled.";
export const SIGN_IN_FAILED = "Sign-in failed. Please try again.";
export const EMAIL_NOT_VERIFIED =
  "Your Google account's e-mail address is not verified, so it cannot be used to sign in here.";

/** Signs the visitor in from the provider's answer and returns them where they started. */
export async function finishGoogleSignIn(request: Request): Promise<Response> {
  const authenticator = getAuthenticator();
  if (!authenticator) return redirect(paths.login());
  const cookie = returnToCookie();
  const returnTo = await readReturnTo(request);

  /** Back to the page the visitor came from, still signed out, with a message instead of a bare 401. */
  const back = async (text: string) => {
    const session = await getSession(request);
    session.unset("oauth2:state");
    putFlash(session, { kind: "error", text });
    const headers = new Headers({ "Set-Cookie": await commitSession(session) });
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    return redirect(returnTo, { headers });
  };

  const providerError = new URL(request.url).searchParams.get("error");
  if (providerError) return back(providerError === "access_denied" ? SIGN_IN_CANCELLED : SIGN_IN_FAILED);
  try {
    const user = await authenticator.authenticate("google", request, { throwOnError: true });
    const headers = new Headers(await signInHeaders(request, user));
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    return redirect(returnTo, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const cause = error instanceof AuthorizationError ? error.cause : error;
    if (cause instanceof UnverifiedEmailError) return back(EMAIL_NOT_VERIFIED);
    console.warn("Google sign-in failed:", cause instanceof Error ? cause.message : cause);
    return back(SIGN_IN_FAILED);
  }
}
