import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/form/field";
import type { ProfileFormMetadata } from "~/forms/trainer-profile";

/**
 * A list of text inputs (mobile numbers, certifications) with Add and Remove as plain submit buttons
 * (Conform's insert/remove intents), so they work without JavaScript. The first entry cannot be
 * removed, so one slot always stays.
 */
export function ListField({
  form,
  meta,
  legend,
  itemLabel,
  addLabel,
  type = "text",
  inputMode,
}: {
  form: ProfileFormMetadata;
  meta: FieldMetadata<(string | undefined)[] | undefined>;
  legend: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  type?: "text" | "tel";
  inputMode?: "numeric" | "text";
}) {
  const items = meta.getFieldList();
  return (
    <fieldset className="field field--full list-field">
      <legend className="field__label">{legend}</legend>
      {items.map((item, index) => (
        <div key={item.key} className="list-field__row">
          <label className="visually-hidden" htmlFor={item.id}>
            {itemLabel(index)}
          </label>
          <input {...getInputProps(item, { type })} inputMode={inputMode} />
          {index > 0 ? (
            <button
              {...form.remove.getButtonProps({ name: meta.name, index })}
              className="btn btn--small btn--ghost"
              aria-label={`Remove ${itemLabel(index).toLowerCase()}`}
            >
              Remove
            </button>
          ) : null}
          <FieldError meta={item} />
        </div>
      ))}
      <button
        {...form.insert.getButtonProps({ name: meta.name, defaultValue: "" })}
        className="btn btn--small btn--outline"
      >
        {addLabel}
      </button>
      <FieldError meta={meta} />
    </fieldset>
  );
}
