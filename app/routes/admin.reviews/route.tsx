import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  AdminAnswerNote,
  AdminForm,
  AdminFieldError,
  fieldMessages,
  useAdminAnswers,
  type AdminAnswer,
} from "~/components/admin/admin-answer";
import { AdminTable } from "~/components/admin/admin-table";
import { formatTime } from "~/components/admin/row-action";
import { EmailAddress } from "~/components/email-address";
import { HIDE_REASON_FIELD, HIDE_REASON_MAX, REVIEW_LABELS, starsText } from "~/forms/review";
import { ADMIN_PLACES, adminFieldId } from "~/forms/admin-answer";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./admin-reviews.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Reviews · Back office",
    description: "Verified-engagement reviews, and hiding one that breaks the rules.",
    path: paths.adminReviews,
  });

/**
 * Hide, with its reason, in the review's Status cell: the answer at the top of the form, or above the "Hidden" line
 * once the review is hidden; a refused reason is kept in its field, with its message (docs/product.md section 5).
 */
function HideReview({
  review,
  answer,
}: {
  review: { id: number; hiddenAt: string | null; hiddenReason: string | null };
  answer: AdminAnswer | null;
}) {
  const place = ADMIN_PLACES.review(review.id);
  if (review.hiddenAt) {
    // One child: below 768 px the cell is a grid of its label and its value.
    return (
      <div>
        <AdminAnswerNote answer={answer} />
        Hidden {formatTime(review.hiddenAt)}: {review.hiddenReason}
      </div>
    );
  }
  const id = adminFieldId(place, HIDE_REASON_FIELD);
  const typed = answer?.refusal?.values[HIDE_REASON_FIELD];
  const message = fieldMessages(answer)[HIDE_REASON_FIELD];
  return (
    <AdminForm place={place} answer={answer} className="stack">
      <input type="hidden" name="intent" value="hide" />
      <input type="hidden" name="id" value={review.id} />
      <label htmlFor={id}>{REVIEW_LABELS.reason}</label>
      <input
        id={id}
        name={HIDE_REASON_FIELD}
        defaultValue={typeof typed === "string" ? typed : undefined}
        required
        maxLength={HIDE_REASON_MAX}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <AdminFieldError id={`${id}-error`} message={message} />
      <div>
        <button type="submit" className="btn btn--small btn--danger">
          {REVIEW_LABELS.hide}
        </button>
      </div>
    </AdminForm>
  );
}

/**
 * Every verified-engagement review, newest first (decision record 0046). Hide asks for the reason, which is kept on the
 * review and in the audit log; a hidden review stays here, marked, and is never deleted. A review that may be the
 * trainer's own (app/lib/self-review.ts) says so in its Check column, with the reason; the operator decides.
 */
export default function AdminReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  // Each review's Hide answers in its row's Status cell (a hidden review stays listed, marked).
  const answers = useAdminAnswers(reviews.map((review) => ADMIN_PLACES.review(review.id)));
  return (
    <>
      <h1>Reviews</h1>
      <AdminAnswerNote answer={answers.lost} />
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
              <HideReview review={review} answer={answers.at(ADMIN_PLACES.review(review.id))} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
