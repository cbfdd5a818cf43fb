import { Form } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { refusalErrors } from "./refusal-errors";
import { APPLICATION_ID_FIELD, INTENT_FIELD, REPLY_INTENT, type MyApplicationsReply } from "~/forms/my-applications";
import { REPLY_FIELD, REPLY_MAX, REVIEW_LABELS, starsText } from "~/forms/review";

type Review = { rating: number; text: string; reply: string | null; hidden: boolean };

/**
 * The company's verified review of an engagement, as the trainer sees it, with their one public reply (docs/product.md section 10
 * section 2): a form until they have replied, then the reply. Texts are shown as text. A refused reply shows the error
 * summary at the top of the form (docs/product.md section 5, "Where answers appear"); the server checks it
 * (noValidate), so the summary is the same with and without JavaScript.
 */
export function ReviewReply({
  applicationId,
  review,
  refusal,
}: {
  applicationId: number;
  review: Review;
  refusal: MyApplicationsReply | null;
}) {
  const fieldId = `${REPLY_FIELD}-${applicationId}`;
  const formId = `reply-form-${applicationId}`;
  const { action } = useAnswerAction(formId);
  const error = refusal?.errors?.[REPLY_FIELD]?.[0];
  return (
    <div className="my-applications__review stack" aria-label="The company's review">
      <p>
        <strong>Verified review: </strong>
        <span aria-hidden="true">{starsText(review.rating)}</span>
        <span className="visually-hidden">{review.rating} of 5 stars</span>
        {review.hidden ? " (hidden by our moderators)" : null}
      </p>
      <p className="my-applications__review-text">{review.text}</p>
      {review.reply !== null ? (
        <p className="my-applications__review-text">
          <strong>Your reply: </strong>
          {review.reply}
        </p>
      ) : (
        <Form method="post" id={formId} action={action} className="stack" noValidate>
          <FormAnswer
            id={`${formId}-answer`}
            errors={refusalErrors(refusal, [REPLY_FIELD], applicationId)}
            answer={refusal}
          />
          <input type="hidden" name={INTENT_FIELD} value={REPLY_INTENT} />
          <input type="hidden" name={APPLICATION_ID_FIELD} value={applicationId} />
          <label htmlFor={fieldId}>{REVIEW_LABELS.reply}</label>
          <textarea
            id={fieldId}
            name={REPLY_FIELD}
            rows={3}
            required
            maxLength={REPLY_MAX}
            defaultValue={refusal?.values?.[REPLY_FIELD] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error ? (
            <p id={`${fieldId}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn btn--primary btn--small">
              {REVIEW_LABELS.submitReply}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
