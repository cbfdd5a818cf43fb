import { getFormProps, getInputProps } from "@conform-to/react";
import { useForm } from "~/components/form/use-form";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FieldError, FormMessage, SubmitButton, TextAreaField, TextField } from "~/components/form/field";
import { FormAnswer, shownErrors, useAnswerAction } from "~/components/form/form-answer";
import { AbuseFields } from "~/components/form/abuse-fields";
import type { Challenge } from "~/forms/abuse";
import { SignInKeepingDraft } from "~/components/sign-in-control";
import {
  DEFAULT_VENDOR_RATING,
  VENDOR_FORM_ID,
  VENDOR_SIGN_IN_MESSAGE,
  vendorRatingSchema,
  type VendorRatingReply,
} from "~/forms/vendor-rating";

const SUCCESS_SHOWN_MS = 5000;

/**
 * Provide Vendor Rating (docs/product.md sections 2, 4, 5): a plain POST form. Signed out, it says why it
 * cannot be sent and offers sign-in; the rating is a 1..5 slider (keyboard and screen-reader friendly,
 * with its scale printed below so that the value reads without JavaScript too).
 */
export function VendorRatingForm({
  signedIn,
  challenge,
  reply,
  draft = {},
}: {
  signedIn: boolean;
  challenge: Challenge;
  reply: VendorRatingReply | undefined;
  /** What was typed before signing in from this form (its form draft), shown again. */
  draft?: Record<string, string>;
}) {
  const draftRating = draft.rating ?? String(DEFAULT_VENDOR_RATING);
  const [form, fields] = useForm({
    id: VENDOR_FORM_ID,
    lastResult: reply?.result,
    defaultValue: { ...draft, rating: draftRating },
    constraint: getZodConstraint(vendorRatingSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: vendorRatingSchema }),
  });
  const [hydrated, setHydrated] = useState(false);
  const [shownRating, setShownRating] = useState(draftRating);
  const [successVisible, setSuccessVisible] = useState(reply?.reason === "sent");

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (reply?.reason !== "sent") return;
    setShownRating(String(DEFAULT_VENDOR_RATING));
    setSuccessVisible(true);
    const timer = setTimeout(() => setSuccessVisible(false), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [reply]);

  const rating = fields.rating;
  const errors = shownErrors(form, [fields.name, fields.website, rating, fields.description]);
  const answerAction = useAnswerAction(form.id);
  return (
    <>
      <Form method="post" action={answerAction.action} {...getFormProps(form)} noValidate className="vendor-form">
        <FormAnswer
          id={`${form.id}-answer`}
          errors={errors}
          success={reply?.reason === "sent" && successVisible ? reply.message : null}
          answer={reply}
        />
        {!signedIn && errors.length === 0 ? <FormMessage kind="info">{VENDOR_SIGN_IN_MESSAGE}</FormMessage> : null}
        <AbuseFields challenge={challenge} />
        <TextField meta={fields.name} label="Vendor Name" autoComplete="organization" />
        <TextField meta={fields.website} label="Website" type="url" placeholder="https://example.com" inputMode="url" />
        <div className="field">
          <label className="field__label" htmlFor={rating.id}>
            Rating
            {hydrated ? (
              <output htmlFor={rating.id} className="vendor-form__value">
                : {shownRating} of 5
              </output>
            ) : null}
          </label>
          <input
            {...getInputProps(rating, { type: "range" })}
            min={1}
            max={5}
            step={1}
            list="vendor-rating-scale"
            aria-valuetext={`${shownRating} ${shownRating === "1" ? "star" : "stars"}`}
            onInput={(event) => setShownRating(event.currentTarget.value)}
          />
          <datalist id="vendor-rating-scale">
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n} label={String(n)} />
            ))}
          </datalist>
          <div className="vendor-form__scale" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <span key={n}>{n}★</span>
            ))}
          </div>
          <FieldError meta={rating} />
        </div>
        <TextAreaField
          meta={fields.description}
          label="Description"
          rows={4}
          placeholder="What was the training like?"
        />
        {signedIn ? (
          <SubmitButton pendingLabel="Adding..." formAction={answerAction.pendingAction}>
            Submit Rating
          </SubmitButton>
        ) : (
          <button type="submit" className="btn btn--primary" disabled>
            Submit Rating
          </button>
        )}
      </Form>
      {!signedIn ? (
        // A button of the rating form (its `form` attribute): what was typed goes along and comes back after sign-in.
        <div className="vendor-form__sign-in">
          <SignInKeepingDraft
            draft="vendor-rating"
            formId={form.id}
            label="Sign In"
            className="btn btn--outline btn--small"
          />
        </div>
      ) : null}
    </>
  );
}
