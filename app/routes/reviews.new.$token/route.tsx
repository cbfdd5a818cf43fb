import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAnswer, useAnswerAction, type AnswerError } from "~/components/form/form-answer";
import { PageBanner } from "~/components/page-banner";
import { RATING_FIELD, REVIEW_LABELS, REVIEW_MESSAGES, REVIEW_TEXT_FIELD, REVIEW_TEXT_MAX } from "~/forms/review";
import { pageMeta } from "~/lib/page-meta";
import { action, headers, loader } from "./review.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Review your training",
    description: "Review a trainer you engaged through Edukon: 1 to 5 stars and a few words.",
    matches,
  }),
  // A private link: never in a search engine.
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The company's one-time review form (decision record 0046): 1 to 5 stars and a short text, a plain POST form that
 * works without JavaScript; a refusal comes back with what was typed, its error summary at the top of the form
 * (docs/product.md section 5, "Where answers appear"). The server checks every field (noValidate): the same summary
 * with and without JavaScript.
 */
const FORM_ID = "review-form";
const RATING_ID = "review-rating-1";
export default function NewReview() {
  const { link } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const typed = reply?.values;
  const errors = reply?.errors ?? {};
  const ratingError = errors[RATING_FIELD]?.[0];
  const textError = errors[REVIEW_TEXT_FIELD]?.[0];
  const answerAction = useAnswerAction(FORM_ID);
  const summary: AnswerError[] = [
    ...(ratingError ? [{ message: ratingError, fieldId: RATING_ID }] : []),
    ...(textError ? [{ message: textError, fieldId: "review-text" }] : []),
    ...(reply?.message ? [{ message: reply.message }] : []),
  ];
  return (
    <>
      <PageBanner purpose="marketplace" title="Review your training" crumbs={[{ label: "Review" }]} />
      <section className="section">
        <div className="container panel stack" style={{ maxWidth: 720 }}>
          {link.state !== "open" ? (
            <p className="notice notice--warning" role="alert">
              {REVIEW_MESSAGES[link.state === "self-review" ? "selfReview" : link.state]}
            </p>
          ) : (
            <>
              <p>
                How was <strong>{link.trainerName}</strong> for &ldquo;{link.trainingTopic}&rdquo;? Your review is
                published on the trainer&apos;s page as a verified engagement. This link works once.
              </p>
              <Form method="post" action={answerAction.action} id={FORM_ID} noValidate className="stack">
                <FormAnswer id={`${FORM_ID}-answer`} errors={summary} answer={reply} />
                <fieldset
                  className="review-stars"
                  aria-describedby={ratingError ? "review-rating-error" : undefined}
                  aria-invalid={ratingError ? true : undefined}
                >
                  <legend>{REVIEW_LABELS.rating}</legend>
                  {[1, 2, 3, 4, 5].map((stars) => (
                    <label key={stars}>
                      <input
                        id={`review-rating-${stars}`}
                        type="radio"
                        name={RATING_FIELD}
                        value={stars}
                        required
                        defaultChecked={typed?.[RATING_FIELD] === String(stars)}
                      />{" "}
                      {stars === 1 ? "1 star" : `${stars} stars`}
                    </label>
                  ))}
                </fieldset>
                {ratingError ? (
                  <p id="review-rating-error" className="field__error" role="alert">
                    {ratingError}
                  </p>
                ) : null}
                <label htmlFor="review-text">{REVIEW_LABELS.text}</label>
                <textarea
                  id="review-text"
                  name={REVIEW_TEXT_FIELD}
                  rows={5}
                  required
                  maxLength={REVIEW_TEXT_MAX}
                  defaultValue={typed?.[REVIEW_TEXT_FIELD] ?? ""}
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? "review-text-error" : undefined}
                />
                {textError ? (
                  <p id="review-text-error" className="field__error" role="alert">
                    {textError}
                  </p>
                ) : null}
                <div>
                  <button type="submit" className="btn btn--primary" disabled={navigation.state === "submitting"}>
                    {REVIEW_LABELS.submit}
                  </button>
                </div>
              </Form>
            </>
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, headers, loader };
