import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminAnswerNote, useAdminAnswers } from "~/components/admin/admin-answer";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { StatusBadge } from "~/components/admin/status-badge";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { action, loader } from "./admin-vendors.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Vendors · Back office",
    description: "Approve or reject vendor submissions: each rating with its vendor.",
    path: paths.adminVendors,
  });

export default function AdminVendors() {
  const { submissions } = useLoaderData<typeof loader>();
  // A rating row is the whole submission (its decision covers a pending vendor too);
  // a pending vendor without a pending rating is decided on its own.
  const placeOf = (row: { ratingId: number | null; vendorId: number }) =>
    row.ratingId === null ? ADMIN_PLACES.vendor(row.vendorId) : ADMIN_PLACES.rating(row.ratingId);
  // A decided submission leaves the queue: its answer shows at the top of the page.
  const answers = useAdminAnswers(submissions.map(placeOf));
  return (
    <>
      <h1>Vendors and ratings</h1>
      <AdminAnswerNote answer={answers.lost} />
      <section aria-labelledby="submissions-title">
        <h2 id="submissions-title">Submissions to review ({submissions.length})</h2>
        {submissions.length === 0 ? (
          <p>No ratings or vendors wait for review.</p>
        ) : (
          <AdminTable columns={["Sent", "Vendor", "Rating", "Comment", "Rater", "Status", "Actions"]}>
            {submissions.map((row) => {
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
                    {/* One child: below 768 px the cell is a grid of its label and its value. */}
                    <div>
                      <AdminAnswerNote answer={answers.at(placeOf(row))} />
                      <RowAction
                        intent={`approve-${target}`}
                        id={id}
                        place={placeOf(row)}
                        label="Approve"
                        describedBy={labelId}
                      />
                      <RowAction
                        intent={`reject-${target}`}
                        id={id}
                        place={placeOf(row)}
                        label="Reject"
                        tone="danger"
                        describedBy={labelId}
                      />
                    </div>
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
