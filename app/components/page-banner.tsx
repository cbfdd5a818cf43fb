import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/lib/paths";

type Crumb = { label: string; to?: string };

/**
 * What a page is for, and so how its banner looks (docs/design-system.md, "Page banners"): a page to read
 * (`content`), the courses and the shop (`catalogue`), the marketplace of requirements and trainers
 * (`marketplace`). The back office has its own bar (routes/admin).
 */
export type BannerPurpose = "content" | "catalogue" | "marketplace";

/**
 * The banner at the top of an inner page: its one `<h1>`, an optional lead line, and the breadcrumb
 * (Home first; the last crumb is the current page and is not a link). `media` stands beside the heading
 * (a trainer's photo or monogram) and `children` under the lead (a rating, the page's one primary action).
 * `column`: the width of a page whose content is one column narrower than the container (a course, the manage
 * page), so that the heading starts where the content below it does.
 */
export function PageBanner({
  title,
  lead,
  crumbs = [],
  purpose = "content",
  media,
  children,
  column,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  purpose?: BannerPurpose;
  media?: ReactNode;
  children?: ReactNode;
  column?: number;
}) {
  const trail: Crumb[] = [{ label: "Home", to: paths.home }, ...crumbs];
  return (
    <section className={`page-banner page-banner--${purpose}`}>
      <div
        className={`container page-banner__inner${media ? " page-banner__inner--media" : ""}`}
        style={column ? { maxWidth: column } : undefined}
      >
        {media}
        <div className="page-banner__text">
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb">
              {trail.map((crumb, index) =>
                crumb.to && index < trail.length - 1 ? (
                  <li key={crumb.label}>
                    <Link to={crumb.to}>{crumb.label}</Link>
                  </li>
                ) : (
                  <li key={crumb.label} aria-current="page">
                    {crumb.label}
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h1>{title}</h1>
          {lead ? <p className="page-banner__lead">{lead}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
