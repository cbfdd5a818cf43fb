import { Form } from "@remix-run/react";
import { useSearchAsYouType } from "~/hooks/use-search-as-you-type";

/** A GET search form the server answers; with JavaScript it searches as you type. */
export function CourseSearch({
  query,
  category,
  searching,
}: {
  query: string;
  category: string | null;
  searching: boolean;
}) {
  const { inputRef, onChange } = useSearchAsYouType(query);
  return (
    <Form method="get" role="search" aria-label="Search courses" className="course-search">
      <label htmlFor="course-search-input" className="visually-hidden">
        Search courses
      </label>
      <input
        ref={inputRef}
        id="course-search-input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search courses"
        autoComplete="off"
        maxLength={100}
        onChange={onChange}
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
