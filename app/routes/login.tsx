import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";
import { SignInControl } from "~/components/sign-in-control";
import { useRootData, useUser } from "~/hooks/use-root-data";
import { safeRedirect } from "~/lib/safe-redirect";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Log In",
    description: "Sign in to apply to training requirements, enrol and rate vendors.",
    path: paths.login(),
  });

export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), paths.home);
  return { redirectTo };
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const user = useUser();
  const { localSignIn } = useRootData();
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 520 }}>
        <div className="panel stack">
          <h1>Log In</h1>
          {user ? (
            <p>
              You are signed in as <strong>{user.email}</strong>. <Link to={redirectTo}>Continue</Link>
            </p>
          ) : (
            <>
              {localSignIn ? (
                <p>
                  Sign in to apply to requirements, enrol in courses and rate vendors. This site runs with a local
                  development sign-in: a name and an e-mail address, no password.
                </p>
              ) : (
                <p>Sign in with your Google account to apply to requirements, enrol in courses and rate vendors.</p>
              )}
              <SignInControl redirectTo={redirectTo} label={localSignIn ? "Sign in locally" : "Sign in with Google"} />
            </>
          )}
          <p className="field__hint">
            Don't have an account? <Link to={paths.signup}>Sign up</Link> ·{" "}
            <Link to={paths.forgetPassword}>Forgot password?</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
