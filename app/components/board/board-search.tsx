import { Form } from "@remix-run/react";
import { useSearchAsYouType } from "~/hooks/use-search-as-you-type";

/** The board's search: a GET form the server answers; with JavaScript it searches as you type. */
export function BoardSearch({ query, searching }: { query: string; searching: boolean }) {
  const { inputRef, onChange } = useSearchAsYouType(query);
  return (
    <Form method="get" role="search" aria-label="Search requirements" className="board-search">
      <label htmlFor="board-search-input" className="visually-hidden">
        Search requirements
      </label>
      <input
        ref={inputRef}
        id="board-search-input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Type to search"
        autoComplete="off"
        onChange={onChange}
      />
      <button type="submit" className="btn btn--secondary">
        Search
      </button>
      <span className="board-search__status" aria-live="polite">
        {searching ? "Loading..." : ""}
      </span>
    </Form>
  );
}
