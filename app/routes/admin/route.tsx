import type { LinksFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import adminStyles from "~/styles/pages/admin.css";
import { loader } from "./admin.server";
import { paths } from "~/lib/paths";

/**
 * The back office frame: a sub-navigation above each admin screen. Every child route still calls
 * requireAdmin itself, because Remix runs parent and child loaders in parallel.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

const sections = [
  { to: paths.admin, label: "Dashboard", end: true },
  { to: paths.adminEnquiries(), label: "Enquiries" },
  { to: paths.adminRequirements(), label: "Requirements" },
  { to: paths.adminApplications, label: "Applications" },
  { to: paths.adminCourses, label: "Courses" },
  { to: paths.adminVendors, label: "Vendors" },
  { to: paths.adminReviews, label: "Reviews" },
  { to: paths.adminOutbox, label: "Outbox" },
];

export default function AdminLayout() {
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Back office">
        <div className="container">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="container admin__body">
        <Outlet />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
