import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useForm } from "~/components/form/use-form";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError, SubmitButton } from "~/components/form/field";
import { answerErrors, FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { isTenDigitMobile } from "~/forms/apply";
import { localProfileRefusal, localProfileSchema, type LocalProfileReply } from "~/forms/local-profile";
import { TRAINING_MODE_LABELS, TRAINING_MODES } from "~/lib/training-modes";
import { paths } from "~/lib/paths";

const SAVED_SHOWN_MS = 3000;

/**
 * The board's trainer profile (docs/product.md sections 3 and 5): the mobile number Apply needs and the skills
 * matching uses. Signed out, the spec's local profile in the trainerProfileData cookie; signed in, the one
 * trainer profile, the same as /trainer-profile Basic, with its training mode (decision record 0039). A side panel on
 * wide screens, a section of the page on phones (with a link to it above the list).
 */
export function LocalProfilePanel({
  profile,
  reply,
  saved,
  signedIn,
}: {
  profile: { mobileNumber: string; skills: string[]; preferredTrainingMode: string | null };
  reply: LocalProfileReply | undefined;
  saved: string | null;
  signedIn: boolean;
}) {
  const [form, fields] = useForm({
    id: "local-profile-form",
    lastResult: reply?.result,
    defaultValue: {
      mobileNumber: profile.mobileNumber,
      skills: profile.skills.join(", "),
      preferredTrainingMode: profile.preferredTrainingMode ?? "online",
    },
    constraint: getZodConstraint(localProfileSchema),
    shouldValidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: localProfileSchema }),
  });
  const [mobile, setMobile] = useState(profile.mobileNumber);
  const [hydrated, setHydrated] = useState(false);
  const [savedVisible, setSavedVisible] = useState(Boolean(saved));
  const mobileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On a slow network the visitor may have typed before the script ran: start from what the box holds.
    setMobile(mobileInput.current?.value ?? profile.mobileNumber);
    setHydrated(true);
    // Only once, at hydration; later changes come through onInput.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!saved) return;
    setSavedVisible(true);
    const timer = setTimeout(() => setSavedVisible(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved, profile]);
  // The server's answer at the top of the form (docs/product.md section 5, "Where answers appear"). The fields check
  // themselves as the trainer types (Save waits for a valid number), so the summary lists what the server refused.
  const answerAction = useAnswerAction(form.id);
  const refusal = reply ? localProfileRefusal(reply.reason) : null;
  const errors = [
    ...answerErrors(reply?.result.error, fields, ["mobileNumber", "skills", "preferredTrainingMode"]),
    ...(refusal ? [{ message: refusal }] : []),
  ];

  return (
    <aside id="local-profile" className="local-profile panel" aria-labelledby="local-profile-title">
      <h2 id="local-profile-title" className="panel__title">
        Your trainer profile
      </h2>
      {signedIn ? (
        <p className="local-profile__lead">
          Your mobile number lets you apply; your skills highlight the requirements that match them. They are your{" "}
          <Link to={paths.trainerProfile}>trainer profile</Link>&apos;s: what you save here shows there too.
        </p>
      ) : (
        <p className="local-profile__lead">
          Your mobile number lets you apply; your skills highlight the requirements that match them. Both stay in this
          browser for 7 days.
        </p>
      )}
      <Form
        method="post"
        action={answerAction.action}
        {...getFormProps(form)}
        noValidate
        className="local-profile__form"
      >
        <FormAnswer
          id={`${form.id}-answer`}
          errors={errors}
          success={saved && savedVisible ? saved : null}
          // A save comes back as a new page's profile (a redirect with its message), whose message shows once its
          // timer starts: that answer takes the focus too, once shown.
          answer={reply ?? (saved && savedVisible ? profile : undefined)}
        />
        <div className="field">
          <label className="field__label" htmlFor={fields.mobileNumber.id}>
            Mobile Number
          </label>
          <input
            {...getInputProps(fields.mobileNumber, { type: "tel" })}
            ref={mobileInput}
            inputMode="numeric"
            autoComplete="tel"
            placeholder="10-digit mobile number"
            onInput={(event) => setMobile(event.currentTarget.value)}
          />
          <FieldError meta={fields.mobileNumber} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fields.skills.id}>
            Skills
          </label>
          <input
            {...getInputProps(fields.skills, { type: "text", ariaDescribedBy: `${fields.skills.id}-hint` })}
            placeholder="Azure, Kubernetes, Python"
          />
          <small className="field__hint" id={`${fields.skills.id}-hint`}>
            Separate skills with commas.
          </small>
          <FieldError meta={fields.skills} />
        </div>
        {signedIn ? (
          <div className="field">
            <label className="field__label" htmlFor={fields.preferredTrainingMode.id}>
              Training Mode
            </label>
            <select {...getSelectProps(fields.preferredTrainingMode)}>
              {TRAINING_MODES.map((value) => (
                <option key={value} value={value}>
                  {TRAINING_MODE_LABELS[value]}
                </option>
              ))}
            </select>
            <FieldError meta={fields.preferredTrainingMode} />
          </div>
        ) : null}
        {/* With JavaScript, Save waits for a valid number; without it, the server says what is wrong. */}
        {hydrated && !isTenDigitMobile(mobile) ? (
          <button type="submit" className="btn btn--primary" disabled>
            Save Profile
          </button>
        ) : (
          <SubmitButton pendingLabel="Saving..." intent="local-profile" formAction={answerAction.pendingAction}>
            Save Profile
          </SubmitButton>
        )}
      </Form>
    </aside>
  );
}
