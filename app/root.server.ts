/**
 * The server half of `root.tsx` (its loader): the root reaches server code only through this module, so the browser
 * build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { RootData } from "~/hooks/use-root-data";
import { getUser, isAdmin } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { isSignInConfigured } from "~/infra/google-auth.server";
import { readFlash } from "~/http/flash.server";
import { servicesReady } from "~/lifecycle.server";
import { formRefused } from "~/http/form-answer.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Under remix-serve the first request starts the services (lifecycle.server.ts): its page waits for the seeding.
  await servicesReady();
  const user = await getUser(request);
  const { flash, setCookie } = await readFlash(request);
  const localSignIn = getConfig().localSignIn.enabled;
  const data: RootData = {
    user,
    isAdmin: isAdmin(user),
    signInConfigured: isSignInConfigured() || localSignIn,
    localSignIn,
    flash,
    formRefused: formRefused(context, flash),
  };
  return json(data, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
