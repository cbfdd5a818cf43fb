// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps it
import { parse, useForm as useConformForm, type DefaultValue, type Submission } from "@conform-to/react";
import { FORM_DRAFT_FIELD } from "~/lib/paths";
import { useEffect } from "react";

type Options<Schema extends Record<string, unknown>, FormValue, FormError> = Parameters<
  typeof useConformForm<Schema, FormValue, FormError>
>[0];

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Conform's `useForm`, for every form of the site (rather than `@conform-to/react` directly), with two changes.
 *
 * It starts from the server's reply when the page was rendered with one. Why: a form posted before the scripts
 * ran (a slow network, an Add clicked while the page loads) comes back as a new page whose values are the reply's
 * (`lastResult.initialValue`, e.g. two mobile numbers after Add), but Conform 1.21 keys a list's items from
 * `defaultValue` (one number). Its first list change in the browser then re-keys item 2, React remounts that
 * input with Conform's initial value, and what was typed there is gone (the flaky "list fields" test;
 * tests/e2e/typed-before-hydration.js-only.spec.ts). Starting from the reply keeps the keys and the values in
 * step. A reply without values (`resetForm`, `initialValue: null`) still resets to `defaultValue`. See
 * docs/decisions/0025-forms-start-from-the-reply.md.
 *
 * And `shouldValidate: "onBlur"` means "when the person leaves a field they typed in": a field's error shows only
 * once they typed in it, or pressed submit, never because the focus passed through it (tabbing through an empty
 * form marks nothing). Conform 1.21 validates on every blur, so the wrapper validates such a field itself; after
 * that, `shouldRevalidate` applies as Conform has it. See docs/decisions/0035-errors-once-typed-in.md.
 */
const keepsDraft = (submitter: HTMLElement | null) =>
  submitter instanceof HTMLButtonElement && submitter.name === FORM_DRAFT_FIELD;

/** A submission Conform lets through without marking any field: the sign-in that keeps a draft. */
function draftSubmission<Schema, FormError, FormValue>(formData: FormData) {
  return parse(formData, { resolve: () => ({ value: {} }) }) as unknown as Submission<Schema, FormError, FormValue>;
}

export function useForm<Schema extends Record<string, unknown>, FormValue = Schema, FormError = string[]>(
  options: Options<Schema, FormValue, FormError>,
) {
  const replied = options.lastResult?.initialValue;
  const onTypedBlur = options.shouldValidate === "onBlur";
  const { onValidate } = options;
  const [form, fields] = useConformForm<Schema, FormValue, FormError>({
    ...options,
    // A form's own Sign In (SignInKeepingDraft) sends whatever was typed, valid or not: it is kept, not sent.
    ...(onValidate
      ? {
          onValidate: (context) =>
            keepsDraft(context.submitter) ? draftSubmission(context.formData) : onValidate(context),
        }
      : {}),
    ...(replied ? { defaultValue: replied as DefaultValue<Schema> } : {}),
    ...(onTypedBlur
      ? { shouldValidate: "onSubmit", shouldRevalidate: options.shouldRevalidate ?? options.shouldValidate }
      : {}),
  });
  const { id, validate } = form;
  useEffect(() => {
    if (!onTypedBlur) return;
    const typed = new Set<string>();
    const mine = (target: EventTarget | null) => isField(target) && target.name !== "" && target.form?.id === id;
    const onInput = (event: Event) => {
      if (mine(event.target)) typed.add((event.target as HTMLInputElement).name);
    };
    const onFocusOut = (event: FocusEvent) => {
      const name = mine(event.target) ? (event.target as HTMLInputElement).name : "";
      if (!typed.delete(name)) return;
      validate({ name });
    };
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [id, validate, onTypedBlur]);
  return [form, fields] as const;
}
