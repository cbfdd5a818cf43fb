import { useFormAction } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { ERROR_TITLE_PREFIX } from "~/lib/page-meta";

/**
 * Where every form answers (docs/product.md section 5, "Where answers appear"): one slot at the top of the form that
 * holds the error summary after a refused submit (a heading and each error as a link to its field, GOV.UK's pattern)
 * or the success message after an accepted one.
 *
 * Without JavaScript the form posts to its own action plus `#<form id>` (useAnswerAction), so the browser shows the
 * page at this slot, below the sticky header (the `[id]` scroll margin of app.css); the server starts the page's
 * title with "Error: " (pageMeta). With JavaScript the answer takes the focus, scrolled below the header, and the
 * title follows the summary.
 */

/** One error of the summary: its message, and the id of the field it is about (none for a form-level error). */
export type AnswerError = { message: string; fieldId?: string };

/** The errors of a Conform reply, in the fields' order: each field's first error, then the form's own errors. */
export function answerErrors(
  error: Record<string, readonly string[] | null> | undefined,
  fields: Readonly<Record<string, { id: string; name: string } | undefined>>,
  order: readonly string[] = Object.keys(fields),
): AnswerError[] {
  if (!error) return [];
  const fieldErrors = order.flatMap((name) => {
    const message = error[name]?.[0];
    const field = fields[name];
    return message ? [{ message, fieldId: field?.id }] : [];
  });
  const formErrors = (error[""] ?? []).map((message) => ({ message }));
  return [...fieldErrors, ...formErrors];
}

/**
 * The errors a form shows now, from its Conform metadata (the server's reply, or the browser's check on submit), in
 * the given fields' order, then the form's own: for a form that validates on submit only.
 */
export function shownErrors(
  form: { errors?: readonly string[] },
  fields: readonly { id: string; errors?: readonly string[] }[],
): AnswerError[] {
  return [
    ...fields.flatMap((field) => (field.errors?.[0] ? [{ message: field.errors[0], fieldId: field.id }] : [])),
    ...(form.errors ?? []).map((message) => ({ message })),
  ];
}

/** The form's action with the fragment that brings a browser without JavaScript back to the form's answer. */
export function useAnswerAction(formId: string, action?: string): { action: string; pendingAction: string } {
  const pendingAction = useFormAction(action);
  return { action: `${pendingAction}#${formId}`, pendingAction };
}

/** With JavaScript a summary link also puts the focus in its field (the link alone only scrolls to it). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string | undefined) {
  const field = fieldId ? document.getElementById(fieldId) : null;
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

export function FormAnswer({
  id,
  errors,
  success,
  answer,
}: {
  /** The slot's id (`<form id>-answer`). */
  id: string;
  errors: readonly AnswerError[];
  success?: ReactNode;
  /** The reply this answer is about: each new one takes the focus (with JavaScript). */
  answer: unknown;
}) {
  const box = useRef<HTMLDivElement>(null);
  const refused = errors.length > 0;
  useEffect(() => {
    const element = box.current;
    if (!answer || !element) return;
    // preventScroll, then scrollIntoView: focus() alone may leave the box under the sticky header, whose height
    // scrollIntoView respects through the scroll margin.
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  }, [answer]);
  useEffect(() => {
    if (!refused) return;
    if (!document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = `${ERROR_TITLE_PREFIX}${document.title}`;
    return () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX))
        document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    };
  }, [refused, answer]);

  if (refused) {
    return (
      <div ref={box} id={id} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="error-summary__title">
          There is a problem
        </h2>
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={`${error.fieldId ?? ""}:${error.message}`}>
              {error.fieldId ? (
                <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (success) {
    return (
      <div ref={box} id={id} className="form-message form-message--success" tabIndex={-1} role="status">
        {success}
      </div>
    );
  }
  return null;
}
