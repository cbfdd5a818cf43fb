import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { useIsPending } from "~/hooks/use-is-pending";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

/**
 * The fields of the one form pattern (docs/product.md section 5): a visible label, the input wired to its
 * Conform metadata (name, id, constraints, aria-invalid, aria-describedby), an optional hint, and the
 * server's or the browser's first error right below it.
 */

type Meta = FieldMetadata<string | number | null | undefined>;

type CommonProps = {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

type InputType = "text" | "email" | "tel" | "url" | "number" | "password" | "search" | "date";

/** What every field shares: the wrapper, the visible label, the input itself, the hint and the error. */
function FieldFrame({
  meta,
  label,
  hint,
  className,
  children,
}: Omit<CommonProps, "meta"> & { meta: Pick<Meta, "id" | "errorId" | "errors">; children: ReactNode }) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      {children}
      {hint ? (
        <small className="field__hint" id={`${meta.id}-hint`}>
          {hint}
        </small>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}

export function TextField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...inputAttributes
}: CommonProps & { type?: InputType } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form">) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
        {...inputAttributes}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  className,
  ...textareaAttributes
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form">) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
        {...textareaAttributes}
      />
    </FieldFrame>
  );
}

/** A select of one value, with the same label, hint and error as the other fields. */
export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
}: Omit<CommonProps, "meta"> & {
  meta: FieldMetadata<string | null | undefined>;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <select {...getSelectProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Several values of a short fixed list: a fieldset with its legend and one checkbox per option, in as many columns
 * as fit (docs/design-system.md, "Checkbox groups"). Each ticked box posts its value under the same name, with
 * JavaScript or without, as a multiple select would, and needs no Ctrl-click or scrolling box on a phone. The
 * fieldset carries the field's id, so that the error summary's link lands on the group.
 */
export function CheckboxGroupField({
  meta,
  legend,
  options,
  className,
}: {
  meta: FieldMetadata<string[] | null | undefined>;
  legend: ReactNode;
  options: readonly string[];
  className?: string;
}) {
  // An invalid option (only a hostile post names one) is an item's error: the group shows it as its own.
  const message = meta.errors?.[0] ?? Object.values(meta.allErrors)[0]?.[0];
  return (
    <fieldset
      id={meta.id}
      tabIndex={-1}
      className={["field", "choice-group", className].filter(Boolean).join(" ")}
      aria-describedby={message ? meta.errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {getCollectionProps(meta, { type: "checkbox", options: [...options], ariaAttributes: false }).map(
          ({ key, ...box }) => (
            <label key={key} className="choice-group__option" htmlFor={box.id}>
              <input {...box} />
              <span>{box.value}</span>
            </label>
          ),
        )}
      </div>
      <FieldError meta={{ errorId: meta.errorId, errors: message ? [message] : undefined }} />
    </fieldset>
  );
}

/** The field's first error, in the element Conform points aria-describedby at. */
export function FieldError({ meta }: { meta: Pick<Meta, "errorId" | "errors"> }) {
  const message = meta.errors?.[0];
  return (
    <p className="field__error" id={meta.errorId} hidden={!message}>
      {message}
    </p>
  );
}

/** A form-level reply: success in green, failure in red, announced to screen readers. */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: "success" | "error" | "info";
  children: ReactNode;
  id?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={`form-message form-message--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/**
 * A submit button that is disabled and shows the pending label while this form's submission is
 * under way (useIsPending: another form on the page submitting leaves it alone).
 */
export function SubmitButton({
  children,
  pendingLabel,
  formAction,
  intent,
  className = "btn btn--primary",
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  /** The form's action when it is not the route's own. */
  formAction?: string;
  /** When a page has several forms, the `intent` value this button posts. */
  intent?: string;
  className?: string;
}) {
  const submitting = useIsPending({ formAction, intent });
  return (
    <button
      type="submit"
      className={className}
      disabled={submitting}
      aria-disabled={submitting || undefined}
      {...(intent ? { name: "intent", value: intent } : {})}
    >
      {submitting && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/**
 * A setting's checkbox with its label after it, posted as "on" when ticked (the trainer profile's alerts and
 * directory settings): no Conform metadata, as the settings' own actions read them.
 */
export function CheckboxField({
  id,
  name,
  label,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked: boolean;
}) {
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" name={name} value="on" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
