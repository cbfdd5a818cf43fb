import { Pagination } from "~/components/pagination";
import type { RankedVendor } from "~/lib/vendor-ranking";
import { websiteHref } from "~/lib/vendor-website";
import { RatingBars, StarRating } from "./star-rating";

type VendorListProps = { vendors: RankedVendor[]; total: number; query: string; page: number; pageCount: number };

/** The vendor's website: a link only for an http(s) URL (the website rule), else its text. */
function VendorSite({ website }: { website: string }) {
  const href = websiteHref(website);
  const text = website.replace(/^https?:\/\//, "").replace(/\/$/, "");
  if (!href) return <span className="vendor-card__site">{text}</span>;
  return (
    <a className="vendor-card__site" href={href} rel="nofollow ugc noopener" target="_blank">
      {text}
    </a>
  );
}

/** The ranked vendor cards, or the spec's empty text, with page links when there are many. */
export function VendorList({ vendors, total, query, page, pageCount }: VendorListProps) {
  if (total === 0) {
    return (
      <p className="vendors-empty" role="status">
        {query ? "No matching vendors found." : "No vendors have been rated yet. Be the first to add one."}
      </p>
    );
  }
  const pageHref = (n: number) => `?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(n) })}`;
  return (
    <>
      <p className="vendors-count" role="status">
        {total} {total === 1 ? "vendor" : "vendors"}
        {query ? ` matching “${query}”` : ""}, highest rated first
      </p>
      <ol className="vendor-list" aria-label="Rated vendors">
        {vendors.map((vendor) => (
          <li key={vendor.id} className="vendor-card">
            <div className="vendor-card__main">
              <h2 className="vendor-card__name">{vendor.name}</h2>
              <VendorSite website={vendor.website} />
              <StarRating average={vendor.average} count={vendor.count} />
              <p className="vendor-card__description">{vendor.description}</p>
            </div>
            <RatingBars distribution={vendor.distribution} count={vendor.count} />
          </li>
        ))}
      </ol>
      <Pagination label="Vendor pages" page={page} pageCount={pageCount} pageHref={pageHref} />
    </>
  );
}
