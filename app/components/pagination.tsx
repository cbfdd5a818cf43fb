import { Link } from "@remix-run/react";

type PaginationProps = {
  /** What the pages are of, for the navigation's name ("Vendor pages", "Trainer pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** The URL of a page (plain links: paging works without JavaScript). */
  pageHref: (page: number) => string;
};

/** Previous / "Page n of m" / Next under a paged list; nothing when there is one page. */
export function Pagination({ label, page, pageCount, pageHref }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn--outline btn--small" to={pageHref(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="pagination__status">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="btn btn--outline btn--small" to={pageHref(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
