import { courseCategories } from "~/content/course-topics";
import { adminFieldId } from "~/forms/admin-answer";
import { BATCH_LABELS, COURSE_LABELS, COURSE_LIMITS, type BatchField, type CourseField } from "~/forms/course-edit";
import { MODE_LABELS, WEEKDAY_NAMES, WEEKDAY_ORDER } from "~/lib/batch-schedule";
import { AdminForm, AdminFieldError, fieldMessages, type AdminAnswer } from "./admin-answer";

/**
 * The back office's course and batch forms (/admin/courses): plain POST forms that work without JavaScript, each
 * answering at its top (docs/product.md section 5, "Where answers appear"). A refused form is drawn again from what
 * was typed (`values`), with an error summary at its top and each field's message under it.
 */

type Values = Record<string, string | string[] | undefined>;

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
  const id = adminFieldId(form, name);
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
      <AdminFieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}

export function CourseForm({
  formId,
  intent,
  id,
  values,
  answer,
  submitLabel,
}: {
  /** The form's id, and the place of its answer (app/forms/admin-answer.ts). */
  formId: string;
  intent: "create-course" | "save-course";
  id?: number;
  values: Values;
  answer: AdminAnswer | null;
  submitLabel: string;
}) {
  const errs = fieldMessages(answer);
  const text = (name: CourseField, maxLength?: number) => (
    <Input form={formId} name={name} label={COURSE_LABELS[name]} values={values} errors={errs} maxLength={maxLength} />
  );
  return (
    <AdminForm place={formId} answer={answer} id={formId} className="admin-form stack" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {text("title", COURSE_LIMITS.title)}
      {text("slug", COURSE_LIMITS.slug)}
      <div className="field">
        <label htmlFor={`${formId}-category`}>{COURSE_LABELS.category}</label>
        <select
          id={`${formId}-category`}
          name="category"
          defaultValue={String(values.category ?? "")}
          aria-invalid={errs.category ? true : undefined}
          aria-describedby={errs.category ? `${formId}-category-error` : undefined}
        >
          <option value="">Choose...</option>
          {courseCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <AdminFieldError id={`${formId}-category-error`} message={errs.category} />
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
            aria-describedby={errs[name] ? `${formId}-${name}-error` : undefined}
          />
          <AdminFieldError id={`${formId}-${name}-error`} message={errs[name]} />
        </div>
      ))}
      <button type="submit" className="btn btn--primary">
        {submitLabel}
      </button>
    </AdminForm>
  );
}

export function BatchForm({
  formId,
  intent,
  id,
  values,
  answer,
  submitLabel,
}: {
  /** The form's id, and the place of its answer (app/forms/admin-answer.ts). */
  formId: string;
  intent: "add-batch" | "save-batch";
  /** The course's id (add) or the batch's (save). */
  id: number;
  values: Values;
  answer: AdminAnswer | null;
  submitLabel: string;
}) {
  const errs = fieldMessages(answer);
  const days = Array.isArray(values.day) ? values.day : [];
  const input = (name: BatchField, type = "text") => (
    <Input form={formId} name={name} label={BATCH_LABELS[name]} values={values} errors={errs} type={type} />
  );
  return (
    <AdminForm place={formId} answer={answer} id={formId} className="admin-form stack" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {input("startsOn", "date")}
      {input("endsOn", "date")}
      <fieldset className="field">
        <legend>{BATCH_LABELS.day}</legend>
        {WEEKDAY_ORDER.map((day, index) => (
          <label key={day} className="checkbox">
            <input
              type="checkbox"
              name="day"
              value={day}
              defaultChecked={days.includes(String(day))}
              // The first box is the group's field: the error summary's link to it.
              id={index === 0 ? `${formId}-day` : undefined}
              aria-describedby={errs.day ? `${formId}-day-error` : undefined}
            />{" "}
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
        <AdminFieldError id={`${formId}-day-error`} message={errs.day} />
      </fieldset>
      {input("startsAt", "time")}
      {input("endsAt", "time")}
      <div className="field">
        <label htmlFor={`${formId}-mode`}>{BATCH_LABELS.mode}</label>
        <select
          id={`${formId}-mode`}
          name="mode"
          defaultValue={String(values.mode ?? "online")}
          aria-invalid={errs.mode ? true : undefined}
          aria-describedby={errs.mode ? `${formId}-mode-error` : undefined}
        >
          {Object.entries(MODE_LABELS).map(([mode, label]) => (
            <option key={mode} value={mode}>
              {label}
            </option>
          ))}
        </select>
        <AdminFieldError id={`${formId}-mode-error`} message={errs.mode} />
      </div>
      {input("city")}
      {input("seats")}
      {input("price")}
      <button type="submit" className="btn btn--primary">
        {submitLabel}
      </button>
    </AdminForm>
  );
}
