import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import type { EnquiryFieldSpec } from "~/forms/enquiry-fields";
import { AbuseFields, CaptchaField, type Challenge } from "./abuse-fields";
import { FormMessage, SubmitButton, TextAreaField, TextField } from "./field";
import type { SubmissionResult } from "@conform-to/react";

/** What an enquiry action answers (app/server/http/enquiry-action.server.ts EnquiryActionData). */
export type EnquiryReply = {
  result: SubmissionResult<string[]>;
  status: "success" | "error";
  message: string | null;
  challenge: Challenge;
};

type EnquiryFormProps = {
  id: string;
  schema: z.ZodType<Record<string, string | undefined>>;
  fields: EnquiryFieldSpec[];
  challenge: Challenge;
  reply: EnquiryReply | undefined;
  submitLabel: string;
  pendingLabel?: string;
  defaultValue?: Record<string, string>;
  /** Values posted as they are (form_name, course_title). */
  hidden?: Record<string, string>;
  action?: string;
};

/**
 * The one enquiry form of DESIGN.md section 4: posts without JavaScript; with it, validates as you go.
 * The server's reply shows above the form; editing the name clears it; a success resets the form.
 */
export function EnquiryForm({
  id,
  schema,
  fields,
  challenge,
  reply,
  submitLabel,
  pendingLabel = "Sending...",
  defaultValue,
  hidden,
  action,
}: EnquiryFormProps) {
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
  const message = reply?.message && dismissed !== reply ? reply.message : null;
  const captcha = formFields["g-recaptcha-response"];

  return (
    // noValidate: the spec's own messages come from the schema (in the browser and on the server),
    // not from the browser's built-in bubbles, with or without JavaScript.
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="enquiry-form">
      <div aria-live="polite">
        {message ? (
          <FormMessage kind={reply?.status === "success" ? "success" : "error"} id={`${id}-message`}>
            {message}
          </FormMessage>
        ) : null}
      </div>
      {hidden
        ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
        : null}
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
      <SubmitButton pendingLabel={pendingLabel} formAction={action}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
