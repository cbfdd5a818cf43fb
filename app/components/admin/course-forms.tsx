import { Form } from "@remix-run/react";
import { courseCategories } from "~/content/course-topics";
import { BATCH_LABELS, COURSE_LABELS, COURSE_LIMITS, type BatchField, type CourseField } from "~/forms/course-edit";
import { MODE_LABELS, WEEKDAY_NAMES, WEEKDAY_ORDER } from "~/lib/batch-schedule";

/**
 * The back office's course and batch forms (/admin/courses): plain POST forms that work without JavaScript. A refused
 * form is drawn again from what was typed (`values`), with each field's message under it.
 */

type Values = Record<string, string | string[] | undefined>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null;
}

function Input({
  form,
  name,
  label,
  values,
  errors,
  type = "text",
  maxLength,
}: {
  form: string;
  name: string;
  label: string;
  values: Values;
  errors: Record<string, string>;
  type?: string;
  maxLength?: number;
}) {
  const id = `${form}-${name}`;
  const value = values[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={maxLength}
        defaultValue={typeof value === "string" ? value : ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}

export function CourseForm({
  formId,
  intent,
  id,
  values,
  errors,
  submitLabel,
}: {
  formId: string;
  intent: "create-course" | "save-course";
  id?: number;
  values: Values;
  errors: Partial<Record<CourseField, string>>;
  submitLabel: string;
}) {
  const errs = errors as Record<string, string>;
  const text = (name: CourseField, maxLength?: number) => (
    <Input form={formId} name={name} label={COURSE_LABELS[name]} values={values} errors={errs} maxLength={maxLength} />
  );
  return (
    <Form method="post" id={formId} className="admin-form stack" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {text("title", COURSE_LIMITS.title)}
      {text("slug", COURSE_LIMITS.slug)}
      <div className="field">
        <label htmlFor={`${formId}-category`}>{COURSE_LABELS.category}</label>
        <select id={`${formId}-category`} name="category" defaultValue={String(values.category ?? "")}>
          <option value="">Choose...</option>
          {courseCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <FieldError id={`${formId}-category-error`} message={errs.category} />
      </div>
      {text("price")}
      {text("lessons")}
      {text("hours")}
      {text("trainer", COURSE_LIMITS.trainer)}
      {(["summary", "outline"] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${formId}-${name}`}>{COURSE_LABELS[name]}</label>
          <textarea
            id={`${formId}-${name}`}
            name={name}
            rows={name === "outline" ? 7 : 3}
            maxLength={COURSE_LIMITS[name]}
            defaultValue={String(values[name] ?? "")}
            aria-invalid={errs[name] ? true : undefined}
          />
          <FieldError id={`${formId}-${name}-error`} message={errs[name]} />
        </div>
      ))}
      <button type="submit" className="btn btn--primary">
        {submitLabel}
      </button>
    </Form>
  );
}

export function BatchForm({
  formId,
  intent,
  id,
  values,
  errors,
  submitLabel,
}: {
  formId: string;
  intent: "add-batch" | "save-batch";
  /** The course's id (add) or the batch's (save). */
  id: number;
  values: Values;
  errors: Partial<Record<BatchField, string>>;
  submitLabel: string;
}) {
  const errs = errors as Record<string, string>;
  const days = Array.isArray(values.day) ? values.day : [];
  const input = (name: BatchField, type = "text") => (
    <Input form={formId} name={name} label={BATCH_LABELS[name]} values={values} errors={errs} type={type} />
  );
  return (
    <Form method="post" id={formId} className="admin-form stack" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {input("startsOn", "date")}
      {input("endsOn", "date")}
      <fieldset className="field">
        <legend>{BATCH_LABELS.day}</legend>
        {WEEKDAY_ORDER.map((day) => (
          <label key={day} className="checkbox">
            <input type="checkbox" name="day" value={day} defaultChecked={days.includes(String(day))} />{" "}
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
        <FieldError id={`${formId}-day-error`} message={errs.day} />
      </fieldset>
      {input("startsAt", "time")}
      {input("endsAt", "time")}
      <div className="field">
        <label htmlFor={`${formId}-mode`}>{BATCH_LABELS.mode}</label>
        <select id={`${formId}-mode`} name="mode" defaultValue={String(values.mode ?? "online")}>
          {Object.entries(MODE_LABELS).map(([mode, label]) => (
            <option key={mode} value={mode}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={`${formId}-mode-error`} message={errs.mode} />
      </div>
      {input("city")}
      {input("seats")}
      {input("price")}
      <button type="submit" className="btn btn--primary">
        {submitLabel}
      </button>
    </Form>
  );
}
