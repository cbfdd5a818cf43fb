import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/lib/paths";

type Crumb = { label: string; to?: string };

/**
 * The banner at the top of an inner page: its one `<h1>`, an optional lead line, and the breadcrumb
 * (Home first; the last crumb is the current page and is not a link).
 */
export function PageBanner({ title, lead, crumbs = [] }: { title: string; lead?: ReactNode; crumbs?: Crumb[] }) {
  const trail: Crumb[] = [{ label: "Home", to: paths.home }, ...crumbs];
  return (
    <section className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
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
      </div>
    </section>
  );
}
