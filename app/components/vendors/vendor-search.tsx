import { Form, useNavigation } from "@remix-run/react";
import { useSearchAsYouType } from "~/hooks/use-search-as-you-type";

/**
 * Search by name: a GET form that the server answers (JavaScript off), submitted as you type with
 * JavaScript (after a short pause, replacing the history entry so Back still leaves the page).
 */
export function VendorSearch({ query }: { query: string }) {
  const navigation = useNavigation();
  const { inputRef, onChange } = useSearchAsYouType(query);
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/vendors-rating" &&
    navigation.location.search.includes("q=");

  return (
    <Form method="get" role="search" className="vendor-search" aria-label="Search vendors">
      <label htmlFor="vendor-search-input" className="field__label">
        Search vendors
      </label>
      <div className="vendor-search__row">
        <input
          ref={inputRef}
          id="vendor-search-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search vendors by name"
          autoComplete="off"
          onChange={onChange}
        />
        <button type="submit" className="btn btn--secondary">
          Search
        </button>
      </div>
      <p className="vendor-search__status" aria-live="polite">
        {searching ? "Searching..." : ""}
      </p>
    </Form>
  );
}
