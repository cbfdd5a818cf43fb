import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import {
  CONFIRM_FIELD,
  CONFIRM_NEEDED_MESSAGE,
  CONFIRM_VALUE,
  DELETE_PROFILE_PATH,
  PROFILE_DELETED_MESSAGE,
} from "~/forms/delete-profile";
import { pageMeta } from "~/lib/page-meta";
import { getActingUser, loginPath, requireUser, signOutHeaders } from "~/server/http/auth.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { deleteTrainerProfile } from "~/server/services/profile-deletion.server";
import profileStyles from "~/styles/pages/trainer-profile.css";

export const links = () => [{ rel: "stylesheet", href: profileStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Delete my profile",
    description: "Delete your trainer profile, your CV and your contact details from your applications.",
    path: DELETE_PROFILE_PATH,
  });

/** The confirmation step: a page of its own, so that it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

/**
 * Deletes the profile, the CV and the contacts on the applications (profile-deletion.server.ts), then
 * signs the trainer out everywhere and clears the draft cookie: nothing of the profile stays in a
 * session or in this browser.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(request), 303);
  if (form.get(CONFIRM_FIELD) !== CONFIRM_VALUE) return json({ message: CONFIRM_NEEDED_MESSAGE }, { status: 400 });
  await deleteTrainerProfile(user.email);
  const headers = await signOutHeaders(request, { kind: "success", text: PROFILE_DELETED_MESSAGE });
  return redirect("/", { status: 303, headers });
}

export default function DeleteProfile() {
  const reply = useActionData<typeof action>();
  const deleting = useNavigation().state === "submitting";
  return (
    <>
      <PageBanner
        title="Delete my profile"
        lead="This cannot be undone."
        crumbs={[{ label: "Trainer Profile", to: "/trainer-profile" }, { label: "Delete" }]}
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
          {reply ? (
            <p className="notice notice--warning" role="alert">
              {reply.message}
            </p>
          ) : null}
          <Form method="post" className="delete-profile__actions">
            <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
            <button type="submit" className="btn btn--primary" disabled={deleting}>
              Yes, delete my profile
            </button>
            <Link to="/trainer-profile">No, keep my profile</Link>
          </Form>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
