import { getFormProps } from "@conform-to/react";
import { useForm } from "~/components/form/use-form";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { CAPTCHA_FIELD, type Challenge } from "~/forms/abuse";
import { FORM_NAME_FIELD, type EnquiryFormContract, type EnquiryReply } from "~/forms/enquiry";
import { AbuseFields, CaptchaField } from "./abuse-fields";
import { SubmitButton, TextAreaField, TextField } from "./field";
import { answerErrors, FormAnswer, useAnswerAction } from "./form-answer";

type EnquiryFormProps = {
  /** The form's contract (app/forms/<form>.ts): id, schema, fields, submit label, form name (a batch's enrolment too). */
  form: Omit<EnquiryFormContract, "kind">;
  challenge: Challenge;
  reply: EnquiryReply | undefined;
  pendingLabel?: string;
  defaultValue?: Record<string, string>;
  /** Values of this page posted as they are (the enrolment's course_title). */
  hidden?: Record<string, string>;
  action?: string;
};

/**
 * The one enquiry form of docs/product.md section 5: posts without JavaScript; with it, validates as you go.
 * The server's reply shows at the top of the form (FormAnswer); editing the name clears it; a success resets the form.
 */
export function EnquiryForm({
  form: contract,
  challenge,
  reply,
  pendingLabel = "Sending...",
  defaultValue,
  hidden,
  action,
}: EnquiryFormProps) {
  const { id, schema, fields } = contract;
  const posted = { [FORM_NAME_FIELD]: contract.formName, ...contract.fixed, ...hidden };
  const [form, formFields] = useForm<Record<string, string | undefined>>({
    id,
    lastResult: reply?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [dismissed, setDismissed] = useState<EnquiryReply | undefined>(undefined);
  // Editing the name clears a thank-you (a next enquiry begins); errors stay until the next submit.
  const answer = reply && !(reply.reason === "sent" && dismissed === reply) ? reply : undefined;
  const captcha = formFields[CAPTCHA_FIELD];
  const answerAction = useAnswerAction(id, action);
  const errorOrder = [...fields.map((field) => field.name), CAPTCHA_FIELD];
  const errors =
    answer && answer.reason !== "sent"
      ? answerErrors(
          answer.result.error,
          Object.fromEntries(errorOrder.map((name) => [name, formFields[name]])),
          errorOrder,
        )
      : [];

  return (
    // noValidate: the spec's own messages come from the schema (in the browser and on the server),
    // not from the browser's built-in bubbles, with or without JavaScript.
    <Form method="post" action={answerAction.action} {...getFormProps(form)} noValidate className="enquiry-form">
      <FormAnswer
        id={`${id}-answer`}
        errors={errors}
        success={answer?.reason === "sent" ? answer.message : null}
        answer={answer}
      />
      {Object.entries(posted).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AbuseFields challenge={challenge} />
      <div className="enquiry-form__grid">
        {fields.map((field) => {
          const meta = formFields[field.name];
          if (!meta) return null;
          const className = field.half ? "field--half" : "field--full";
          const onInput = field.name === "name" ? () => setDismissed(reply) : undefined;
          return field.multiline ? (
            <TextAreaField
              key={field.name}
              meta={meta}
              label={field.label}
              rows={5}
              className={className}
              placeholder={field.placeholder}
            />
          ) : (
            <TextField
              key={field.name}
              meta={meta}
              label={field.label}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              className={className}
              onInput={onInput}
            />
          );
        })}
      </div>
      {captcha ? <CaptchaField challenge={challenge} meta={captcha} /> : null}
      <SubmitButton pendingLabel={pendingLabel} formAction={answerAction.pendingAction}>
        {contract.submitLabel}
      </SubmitButton>
    </Form>
  );
}
