import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { SignInControl } from "~/components/sign-in-control";
import accountStyles from "~/styles/pages/account.css";
import { paths } from "~/lib/paths";
import { useRootData } from "~/hooks/use-root-data";
import { safeRedirect } from "~/lib/safe-redirect";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Sign Up",
    description:
      "Create an Edukon Training account to enrol in courses, apply to training requirements and rate vendors.",
    path: paths.signup,
  });

export default function SignUp() {
  // The button says what it opens: Google's sign-in, or this site's local sign-in where that is offered instead.
  const { localSignIn } = useRootData();
  // Where the sign-in returns: the page that sent the visitor here (the demo course's enrolment), else home.
  const [search] = useSearchParams();
  const redirectTo = safeRedirect(search.get("redirectTo"), paths.home);
  return (
    <>
      <PageBanner
        title="Sign Up"
        lead="One account for courses, requirements and vendor ratings."
        crumbs={[{ label: "Sign Up" }]}
      />
      <section className="section">
        <div className="container account-page">
          <div className="panel account-panel">
            <h2 className="panel__title" id="signup-title">
              Create your account
            </h2>
            <p className="notice account-panel__notice">
              Sign-up with a password is not open yet and this form sends nothing. To get started today,{" "}
              {localSignIn
                ? "sign in with your name and e-mail address (this site's local sign-in):"
                : "sign in with your Google account:"}
            </p>
            <SignInControl redirectTo={redirectTo} label={localSignIn ? "Sign in locally" : "Sign in with Google"} />
            <form className="form" aria-labelledby="signup-title">
              <div className="field">
                <label className="field__label" htmlFor="signup-name">
                  Full Name
                </label>
                <input id="signup-name" name="name" type="text" autoComplete="name" />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="signup-email">
                  Email
                </label>
                <input id="signup-email" name="email" type="email" autoComplete="email" />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="signup-password">
                  Password
                </label>
                <input id="signup-password" name="password" type="password" autoComplete="new-password" />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="signup-confirm">
                  Confirm Password
                </label>
                <input id="signup-confirm" name="confirmPassword" type="password" autoComplete="new-password" />
              </div>
              {/* No dead button: it leads to the sign-in, the one way to get started today. */}
              <Link to={paths.login({ redirectTo })} className="btn btn--primary account-panel__submit">
                Get Started Now
              </Link>
            </form>
            <p className="account-panel__switch">
              Are you a member? <Link to={paths.login()}>Log In</Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
