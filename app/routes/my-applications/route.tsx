import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { FormAnswer } from "~/components/form/form-answer";
import { ProposalForm } from "~/components/my-applications/proposal-form";
import { ReviewReply } from "~/components/my-applications/review-reply";
import { WithdrawForm } from "~/components/my-applications/withdraw-form";
import { APPLICATION_ID_FIELD, WITHDRAW_INTENT } from "~/forms/my-applications";
import { pageMeta } from "~/lib/page-meta";
import styles from "~/styles/pages/my-applications.css";
import { action, loader } from "./my-applications.server";
import { paths } from "~/lib/paths";
import { EmailAddress } from "~/components/email-address";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "My Applications",
    description: "The training requirements you applied to, and where each application stands.",
    path: paths.myApplications,
  });

const STATUS_CLASS = {
  Sent: "sent",
  Shortlisted: "shortlisted",
  Engaged: "shortlisted",
  "Not selected": "declined",
  Closed: "closed",
  Withdrawn: "closed",
  "Removed by moderator": "declined",
} as const;

export default function MyApplications() {
  const { applications } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const withdrawing = navigation.state === "submitting" ? navigation.formData?.get(APPLICATION_ID_FIELD) : null;
  const proposalRefusal = (applicationId: number) =>
    reply?.applicationId === applicationId && reply.intent === "proposal" ? reply : null;
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="My Applications"
        lead="Every requirement you applied to, newest first, and what the company decided."
        crumbs={[{ label: "My Applications" }]}
      />
      <section className="section">
        <div className="container my-applications">
          {/* A refusal about no application on the page (not found, a forged post) answers at the top, as a summary. */}
          <FormAnswer
            id="my-applications-answer"
            errors={reply && !reply.applicationId ? [{ message: reply.message }] : []}
            answer={reply && !reply.applicationId ? reply : null}
          />
          {applications.length === 0 ? (
            <p className="notice">
              You have not applied to any requirement yet.{" "}
              <Link to={paths.board()}>Browse the training requirements</Link>.
            </p>
          ) : (
            <table className="my-applications__table">
              <caption className="visually-hidden">Your applications</caption>
              <thead>
                <tr>
                  <th scope="col">Requirement</th>
                  <th scope="col">Applied on</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application.id} id={`application-${application.id}`}>
                    <th scope="row">{application.requirementTitle}</th>
                    <td>{application.appliedOn}</td>
                    <td>
                      <span className={`status-pill status-pill--${STATUS_CLASS[application.status]}`}>
                        {application.status}
                      </span>
                      {application.company ? (
                        <dl className="my-applications__company" aria-label="The company's contact details">
                          <dt>Contact</dt>
                          <dd>{application.company.name}</dd>
                          <dt>E-mail</dt>
                          <dd>
                            <a href={`mailto:${application.company.email}`}>
                              <EmailAddress address={application.company.email} />
                            </a>
                          </dd>
                          <dt>Phone</dt>
                          <dd>
                            <a href={`tel:${application.company.phone}`}>{application.company.phone}</a>
                          </dd>
                        </dl>
                      ) : null}
                      {/* Open while Sent; refused because the company decided meanwhile, it stays with what was
                          typed and the summary saying why (nothing typed is lost, docs/product.md section 5). */}
                      {application.status === "Sent" || proposalRefusal(application.id) ? (
                        <ProposalForm
                          applicationId={application.id}
                          requirementTitle={application.requirementTitle}
                          proposal={application.proposal}
                          refusal={proposalRefusal(application.id)}
                        />
                      ) : null}
                      {application.review ? (
                        <ReviewReply
                          applicationId={application.id}
                          review={application.review}
                          refusal={reply?.applicationId === application.id && reply.intent === "reply" ? reply : null}
                        />
                      ) : null}
                      <WithdrawForm
                        applicationId={application.id}
                        requirementTitle={application.requirementTitle}
                        sent={application.status === "Sent"}
                        refusal={
                          reply?.applicationId === application.id && reply.intent === WITHDRAW_INTENT ? reply : null
                        }
                        pending={withdrawing === String(application.id)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="my-applications__more">
            <Link to={paths.trainerProfile}>Your trainer profile</Link> ·{" "}
            <Link to={paths.board()}>Training requirements</Link>
          </p>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };

/** A Withdraw or a proposal refused because the company decided meanwhile shows the application as it is now. */
export { revalidateAfterConflict as shouldRevalidate } from "~/lib/revalidation";
