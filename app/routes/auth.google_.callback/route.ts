import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getAuthenticator, signInHeaders } from "~/server/http/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashHeaders } from "~/server/infra/session.server";
import { returnToCookie } from "~/routes/auth.google/route";

export async function loader({ request }: LoaderFunctionArgs) {
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
