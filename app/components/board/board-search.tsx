import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

const TYPING_PAUSE_MS = 250;

/** The board's search: a GET form the server answers; with JavaScript it searches as you type. */
export function BoardSearch({ query, searching }: { query: string; searching: boolean }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" role="search" aria-label="Search requirements" className="board-search">
      <label htmlFor="board-search-input" className="visually-hidden">Search requirements</label>
      <input
        id="board-search-input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Type to search"
        autoComplete="off"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
        }}
      />
      <button type="submit" className="btn btn--secondary">Search</button>
      <span className="board-search__status" aria-live="polite">{searching ? "Loading..." : ""}</span>
    </Form>
  );
}
