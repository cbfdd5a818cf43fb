import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { PageBanner } from "~/components/page-banner";
import { CONFIRM_FIELD, CONFIRM_VALUE } from "~/forms/delete-profile";
import { pageMeta } from "~/lib/page-meta";
import profileStyles from "~/styles/pages/trainer-profile.css";
import { action, loader } from "./trainer-profile-delete.server";
import { paths } from "~/lib/paths";

export const links = () => [{ rel: "stylesheet", href: profileStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Delete my profile",
    description: "Delete your trainer profile, your CV and your contact details from your applications.",
    path: paths.trainerProfileDelete,
  });

const FORM_ID = "delete-profile";

export default function DeleteProfile() {
  const reply = useActionData<typeof action>();
  const deleting = useNavigation().state === "submitting";
  // The refusal shows at the top of the form, like every form's (docs/product.md section 5, "Where answers appear").
  const answerAction = useAnswerAction(FORM_ID);
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Delete my profile"
        lead="This cannot be undone."
        crumbs={[{ label: "Trainer Profile", to: paths.trainerProfile }, { label: "Delete" }]}
      />
      <section className="section">
        <div className="container delete-profile panel">
          <h2 className="panel__title">Delete your trainer profile?</h2>
          <ul>
            <li>Your profile (contact details, skills, experience, availability) and your CV are deleted.</li>
            <li>
              Your applications stay in our counts without your name, e-mail or mobile number; companies no longer see
              them.
            </li>
            <li>Requirement alerts stop.</li>
            <li>You are signed out on every browser. You can sign in again and start a new profile at any time.</li>
          </ul>
          <Form method="post" action={answerAction.action} id={FORM_ID} className="delete-profile__actions">
            <FormAnswer id={`${FORM_ID}-answer`} errors={reply ? [{ message: reply.message }] : []} answer={reply} />
            <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
            <button type="submit" className="btn btn--danger" disabled={deleting}>
              Yes, delete my profile
            </button>
            <Link to={paths.trainerProfile}>No, keep my profile</Link>
          </Form>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
