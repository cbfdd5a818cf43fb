import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import accountStyles from "~/styles/pages/account.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Forgot Password",
    description: "Forgotten your Edukon Training password? Enter your email address to reset it.",
    path: paths.forgetPassword,
  });

export default function ForgetPassword() {
  return (
    <>
      <PageBanner
        title="Forgot Password"
        lead="We will help you back into your account."
        crumbs={[{ label: "Log In", to: paths.login() }, { label: "Forgot Password" }]}
      />
      <section className="section">
        <div className="container account-page">
          <div className="panel account-panel">
            <h2 className="panel__title" id="forgetpass-title">
              Reset your password
            </h2>
            <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
            <p className="notice account-panel__notice">
              Password reset is not available yet and this form sends nothing. Accounts use Google sign-in: use{" "}
              <Link to={paths.login()}>Log In</Link> with your Google account instead.
            </p>
            {/* Not a <form>: with a single text field, Enter would submit it (implicit submission) and
                put the address in the URL. Nothing is sent until password reset exists. */}
            <div className="form" role="group" aria-labelledby="forgetpass-title">
              <div className="field">
                <label className="field__label" htmlFor="forgetpass-email">
                  Email
                </label>
                <input id="forgetpass-email" name="email" type="email" autoComplete="email" />
              </div>
              <button type="button" className="btn btn--primary account-panel__submit">
                Send Reset Link
              </button>
            </div>
            <p className="account-panel__switch">
              Remembered it? <Link to={paths.login()}>Back to Log In</Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
