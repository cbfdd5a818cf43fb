import { useEffect } from "react";
import { INTENT_FIELD } from "~/forms/list-indexes";

/**
 * While `active` (a form has unsaved edits), leaving the page asks first (the browser's own `beforeunload`
 * question). Not after the visitor submitted a form: then the page goes where the visitor asked (a save, the
 * sign-in, which keeps the draft), until they type again. Conform's own buttons (live validation, a list's Add)
 * never leave the page and do not count.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let submitted = false;
    const onSubmit = (event: SubmitEvent) => {
      if (event.submitter?.getAttribute("name") !== INTENT_FIELD) submitted = true;
    };
    const onInput = () => {
      submitted = false;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submitted) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    addEventListener("submit", onSubmit, true);
    addEventListener("input", onInput, true);
    addEventListener("beforeunload", onBeforeUnload);
    return () => {
      removeEventListener("submit", onSubmit, true);
      removeEventListener("input", onInput, true);
      removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [active]);
}
