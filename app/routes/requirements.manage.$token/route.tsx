import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { ActionNote } from "~/components/manage/action-note";
import { InviteTrainer } from "~/components/manage/invite-trainer";
import { ApplicantCard } from "~/components/manage/applicant-card";
import { ApplicantSortLinks } from "~/components/manage/applicant-sort-links";
import { RequirementActions } from "~/components/manage/requirement-actions";
import { RequirementSummary } from "~/components/manage/requirement-summary";
import { PageBanner } from "~/components/page-banner";
import { MESSAGES } from "~/forms/manage-requirement";
import { pageMeta } from "~/lib/page-meta";
import { action, loader } from "./manage.server";
import { paths } from "~/lib/paths";
import { answerAnchor, applicantAnchor, REQUIREMENT_ACTIONS_ANCHOR } from "~/forms/manage-requirement";
import { useRootData } from "~/hooks/use-root-data";

/** One column of reading width; the banner above keeps to it (PageBanner `column`). */
const COLUMN = 900;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: "Your requirement",
    description: "Your training requirement, the trainers who applied, and what you can do with it.",
  }),
  // A private page: never in a search engine, whoever follows the link.
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export { action, loader };

/** A refused button shows the requirement and its applicants as they are now (an applicant may have withdrawn). */
export { revalidateAfterAnyAnswer as shouldRevalidate } from "~/lib/revalidation";

export default function ManageRequirement() {
  const { requirement, sort, ttlDays } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { token } = useParams();
  const { applicants } = requirement;
  // Removed by moderator (docs/product.md section 8): the page says so and offers no action.
  const removed = requirement.status === "removed";
  const { flash } = useRootData();
  // The answer to a button shows beside it (docs/product.md section 4): a done action's note comes as a flash naming its
  // place, a refused one as the action's reply with the same place.
  const noteFor = (anchor: string) =>
    reply?.target === anchor ? reply.outcome : flash?.target === anchor ? flash : null;
  const knownTarget =
    reply?.target === REQUIREMENT_ACTIONS_ANCHOR ||
    applicants.some((applicant) => reply?.target === applicantAnchor(applicant.id));
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Your requirement"
        lead="Only people with this private link can see this page. Keep it to yourself."
        crumbs={[{ label: "Requirements", to: paths.board() }, { label: "Your requirement" }]}
        column={COLUMN}
      />
      <section className="section">
        <div className="container stack" style={{ maxWidth: COLUMN }}>
          {removed ? (
            <p className="notice notice--warning" role="status">
              {MESSAGES.removed}
            </p>
          ) : null}
          {removed && reply?.outcome ? (
            // Nothing can be done on a removed requirement, so a refusal has no control to stand beside.
            <ActionNote id="manage-answer" note={reply.outcome} />
          ) : null}
          <RequirementSummary requirement={requirement} />
          <section aria-labelledby="applicants-heading" className="stack">
            <h2 id="applicants-heading">Applicants ({applicants.length})</h2>
            {applicants.length === 0 ? (
              <p>No trainer has applied yet. We will mail you when the first one does.</p>
            ) : (
              <>
                <p>
                  A trainer&apos;s e-mail and phone stay private until you shortlist them: shortlisting shares your
                  contact details with that trainer and theirs with you, by e-mail.
                </p>
                <ApplicantSortLinks current={sort} />
                <ul className="stack" aria-label="Applicants" style={{ listStyle: "none", padding: 0 }}>
                  {applicants.map((applicant) => (
                    <ApplicantCard
                      key={applicant.id}
                      applicant={applicant}
                      locked={removed}
                      note={noteFor(applicantAnchor(applicant.id))}
                    />
                  ))}
                </ul>
              </>
            )}
          </section>
          {requirement.status === "published" && token ? <InviteTrainer token={token} /> : null}
          {removed ? null : (
            <RequirementActions
              status={requirement.status}
              ttlDays={ttlDays}
              note={noteFor(REQUIREMENT_ACTIONS_ANCHOR) ?? (reply && !knownTarget ? reply.outcome : null)}
              // An answer whose card is no longer on the page (the trainer withdrew) keeps the id its button posted
              // to, so that without JavaScript the page still opens at it.
              noteId={reply && !knownTarget ? answerAnchor(reply.target) : undefined}
            />
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
