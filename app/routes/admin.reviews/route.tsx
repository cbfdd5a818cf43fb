import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { formatTime } from "~/components/admin/row-action";
import { EmailAddress } from "~/components/email-address";
import { HIDE_REASON_FIELD, HIDE_REASON_MAX, REVIEW_LABELS, starsText } from "~/forms/review";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./admin-reviews.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Reviews · Back office",
    description: "Verified-engagement reviews, and hiding one that breaks the rules.",
    path: paths.adminReviews,
  });

/**
 * Every verified-engagement review, newest first (decision record 0046). Hide asks for the reason, which is kept on the
 * review and in the audit log; a hidden review stays here, marked, and is never deleted. A review that may be the
 * trainer's own (app/lib/self-review.ts) says so in its Check column, with the reason; the operator decides.
 */
export default function AdminReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Reviews</h1>
      <p>
        {reviews.length} {reviews.length === 1 ? "review" : "reviews"}, newest first. Each one comes from an
        engagement&apos;s one-time link.
      </p>
      <AdminTable
        columns={["Written", "Trainer", "Training", "Company", "Rating", "Review", "Reply", "Check", "Status"]}
      >
        {reviews.map((review) => (
          <tr key={review.id} id={`review-${review.id}`}>
            <td>{formatTime(review.createdAt)}</td>
            <td>{review.trainerEmail ? <EmailAddress address={review.trainerEmail} /> : "(profile deleted)"}</td>
            <td>{review.trainingTopic}</td>
            <td>{review.companyName ?? "(deleted)"}</td>
            <td>
              <span aria-hidden="true">{starsText(review.rating)}</span>
              <span className="visually-hidden">{review.rating} of 5 stars</span>
            </td>
            <td>{review.text}</td>
            <td>{review.reply ?? ""}</td>
            <td>{review.selfReviewFlag ? <strong>{review.selfReviewFlag}</strong> : "No flag"}</td>
            <td>
              {review.hiddenAt ? (
                <>
                  Hidden {formatTime(review.hiddenAt)}: {review.hiddenReason}
                </>
              ) : (
                <Form method="post" className="stack" preventScrollReset>
                  <input type="hidden" name="intent" value="hide" />
                  <input type="hidden" name="id" value={review.id} />
                  <label htmlFor={`hide-reason-${review.id}`}>{REVIEW_LABELS.reason}</label>
                  <input
                    id={`hide-reason-${review.id}`}
                    name={HIDE_REASON_FIELD}
                    required
                    maxLength={HIDE_REASON_MAX}
                  />
                  <div>
                    <button type="submit" className="btn btn--small btn--danger">
                      {REVIEW_LABELS.hide}
                    </button>
                  </div>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
