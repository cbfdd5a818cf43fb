import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

const TYPING_PAUSE_MS = 300;

/** A GET search form the server answers; with JavaScript it searches as you type. */
export function CourseSearch({ query, category, searching }: { query: string; category: string | null; searching: boolean }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and forward change the query under the box; while the visitor types, the box leads.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = query;
  }, [query]);
  return (
    <Form method="get" role="search" aria-label="Search courses" className="course-search">
      <label htmlFor="course-search-input" className="visually-hidden">
        Search courses
      </label>
      <input
        ref={input}
        id="course-search-input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search courses"
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
        }}
      />
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <button type="submit" className="btn btn--secondary">
        Search
      </button>
      <span className="course-search__status" aria-live="polite">
        {searching ? "Searching..." : ""}
      </span>
    </Form>
  );
}
