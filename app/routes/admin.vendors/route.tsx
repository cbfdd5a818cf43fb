import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { StatusBadge } from "~/components/admin/status-badge";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { action, loader } from "./admin-vendors.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Vendors · Back office",
    description: "Approve or reject vendor submissions: each rating with its vendor.",
    path: paths.adminVendors,
  });

export default function AdminVendors() {
  const { submissions } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Vendors and ratings</h1>
      <section aria-labelledby="submissions-title">
        <h2 id="submissions-title">Submissions to review ({submissions.length})</h2>
        {submissions.length === 0 ? (
          <p>No ratings or vendors wait for review.</p>
        ) : (
          <AdminTable columns={["Sent", "Vendor", "Rating", "Comment", "Rater", "Status", "Actions"]}>
            {submissions.map((row) => {
              // A rating row is the whole submission (its decision covers a pending vendor too);
              // a pending vendor without a pending rating is decided on its own.
              const target = row.ratingId === null ? "vendor" : "rating";
              const id = row.ratingId ?? row.vendorId;
              const labelId = `${target}-${id}`;
              return (
                <tr key={labelId}>
                  <td>{formatTime(row.sentAt)}</td>
                  <td>
                    <span id={labelId}>{row.vendorName}</span>
                    <span className="admin-vendor__site">{row.vendorWebsite}</span>
                    <span className="admin-vendor__description">{row.vendorDescription}</span>
                    {row.vendorStatus !== "approved" ? (
                      <StatusBadge status={row.vendorStatus} label="New vendor" />
                    ) : null}
                  </td>
                  <td>{row.rating === null ? "No rating" : `${row.rating} of 5`}</td>
                  <td>{row.comment ?? ""}</td>
                  <td>
                    <EmailAddress address={row.userEmail} />
                  </td>
                  <td>
                    <StatusBadge status={row.ratingStatus ?? row.vendorStatus} />
                  </td>
                  <td className="admin-actions">
                    <RowAction intent={`approve-${target}`} id={id} label="Approve" describedBy={labelId} />
                    <RowAction intent={`reject-${target}`} id={id} label="Reject" tone="danger" describedBy={labelId} />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
