import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishGoogleSignIn } from "./callback.server";

/** GET /auth/google/callback: the identity provider's answer. */
export function loader({ request }: LoaderFunctionArgs) {
  return finishGoogleSignIn(request);
}
