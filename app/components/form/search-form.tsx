import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useSearchAsYouType } from "~/hooks/use-search-as-you-type";

/**
 * The search box of a listing page: a GET form the server answers (JavaScript off) that, with
 * JavaScript, searches as you type. `className` is the block class the page's stylesheet styles
 * (`<block>__row`, `<block>__status`). `labelShown` puts a visible label above a row of box and
 * button; `"in-row"` puts it over the box inside the row (`<block>__filter`), where the row's other
 * fields (the directory's filters, passed as children) carry their own labels, so that all labels line up;
 * otherwise the label is for screen readers only and the placeholder shows the purpose.
 */
export function SearchForm({
  label,
  className,
  inputId,
  query,
  placeholder,
  searching,
  searchingText,
  maxLength,
  labelShown = false,
  children,
}: {
  label: string;
  className: string;
  inputId: string;
  query: string;
  placeholder: string;
  searching: boolean;
  searchingText: string;
  maxLength?: number;
  labelShown?: boolean | "in-row";
  /** Hidden fields the search carries along (the course category). */
  children?: ReactNode;
}) {
  const { inputRef, onChange } = useSearchAsYouType(query);
  const labelInRow = labelShown === "in-row";
  const labelElement = (
    <label
      htmlFor={inputId}
      className={labelShown === true ? "field__label" : labelInRow ? undefined : "visually-hidden"}
    >
      {label}
    </label>
  );
  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="search"
      name="q"
      defaultValue={query}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={maxLength}
      onChange={onChange}
    />
  );
  const box = (
    <>
      {labelInRow ? (
        <span className={`${className}__filter ${className}__filter--query`}>
          {labelElement}
          {input}
        </span>
      ) : (
        input
      )}
      {children}
      <button type="submit" className="btn btn--secondary">
        Search
      </button>
    </>
  );
  const Status = labelShown ? "p" : "span";
  return (
    <Form method="get" role="search" aria-label={label} className={className}>
      {labelInRow ? null : labelElement}
      {labelShown ? <div className={`${className}__row`}>{box}</div> : box}
      <Status className={`${className}__status`} aria-live="polite">
        {searching ? searchingText : ""}
      </Status>
    </Form>
  );
}
