import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";

/** How long typing must pause before the search goes out: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

/**
 * Search as you type for a GET search form that works without JavaScript: after a short pause the
 * form is submitted in place (replacing the history entry, so Back still leaves the page, and keeping
 * the scroll position). Back and forward change the query under the box; while the visitor types,
 * the box leads.
 */
export function useSearchAsYouType(query: string) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (inputRef.current && document.activeElement !== inputRef.current) inputRef.current.value = query;
  }, [query]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
  };
  return { inputRef, onChange };
}
