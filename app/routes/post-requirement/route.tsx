import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EnquiryForm } from "~/components/form/enquiry-form";
import { PrivacyNotice } from "~/components/privacy-notice";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { requirementForm as form } from "~/forms/requirement";
import { action, loader } from "./post-requirement.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Post a Training Requirement",
    description: "Tell us what your team needs to learn; matching trainers apply and we help you choose.",
    path: paths.postRequirement,
  });

export default function PostRequirement() {
  const { challenge, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Post Requirement"
        lead="Describe the training your team needs. We check each requirement and publish it on the board for trainers."
        crumbs={[{ label: "Requirements", to: paths.board() }, { label: "Post Requirement" }]}
      />
      <section className="section">
        <div className="container" style={{ maxWidth: 820 }}>
          <div className="panel stack">
            <p>
              Your contact details stay private: trainers see the topic and the details only. Browse the{" "}
              <Link to={paths.board()}>published requirements</Link> for examples.
            </p>
            <EnquiryForm form={form} challenge={reply?.challenge ?? challenge} reply={reply} defaultValue={defaults} />
            <PrivacyNotice>
              We store your requirement with your name, e-mail and phone. Once our team publishes it, trainers see the
              requirement but never your contact details; a trainer you shortlist gets them. It stays until it closes or
              expires, and you can delete it and your details with the private link we mail you.
            </PrivacyNotice>
          </div>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
