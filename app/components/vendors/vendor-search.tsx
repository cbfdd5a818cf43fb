import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

const TYPING_PAUSE_MS = 250;

/**
 * Search by name: a GET form that the server answers (JavaScript off), submitted as you type with
 * JavaScript (after a short pause, replacing the history entry so Back still leaves the page).
 */
export function VendorSearch({ query }: { query: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/vendors-rating" && navigation.location.search.includes("q=");

  return (
    <Form method="get" role="search" className="vendor-search" aria-label="Search vendors">
      <label htmlFor="vendor-search-input" className="field__label">Search vendors</label>
      <div className="vendor-search__row">
        <input
          id="vendor-search-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search vendors by name"
          autoComplete="off"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
          }}
        />
        <button type="submit" className="btn btn--secondary">Search</button>
      </div>
      <p className="vendor-search__status" aria-live="polite">{searching ? "Searching..." : ""}</p>
    </Form>
  );
}
