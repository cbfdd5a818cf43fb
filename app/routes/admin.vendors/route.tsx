import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { requireAdmin } from "~/server/http/auth.server";
import { moderationQueue } from "~/server/services/vendors.server";
import { vendorModerationAction } from "./moderation-actions.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Vendors · Back office",
    description: "Approve or reject new vendors and ratings.",
    path: "/admin/vendors",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await moderationQueue());
}

export function action({ request }: ActionFunctionArgs) {
  return vendorModerationAction(request);
}

export default function AdminVendors() {
  const { vendors, ratings } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Vendors and ratings</h1>
      <section aria-labelledby="new-vendors-title">
        <h2 id="new-vendors-title">New vendors ({vendors.length})</h2>
        {vendors.length === 0 ? (
          <p>No vendors wait for review.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Added</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Website</th>
                  <th scope="col">Description</th>
                  <th scope="col">Added by</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {vendors.map((vendor) => (
                  <tr key={vendor.id}>
                    <td>{formatTime(vendor.createdAt)}</td>
                    <td id={`vendor-${vendor.id}`}>{vendor.name}</td>
                    <td>{vendor.website}</td>
                    <td>{vendor.description}</td>
                    <td>{vendor.createdByEmail}</td>
                    <td className="admin-actions">
                      <RowAction
                        intent="approve-vendor"
                        id={vendor.id}
                        label="Approve"
                        describedBy={`vendor-${vendor.id}`}
                      />
                      <RowAction
                        intent="reject-vendor"
                        id={vendor.id}
                        label="Reject"
                        tone="danger"
                        describedBy={`vendor-${vendor.id}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="new-ratings-title">
        <h2 id="new-ratings-title">New ratings ({ratings.length})</h2>
        {ratings.length === 0 ? (
          <p>No ratings wait for review.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Rating</th>
                  <th scope="col">Comment</th>
                  <th scope="col">Rater</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {ratings.map((rating) => (
                  <tr key={rating.id}>
                    <td>{formatTime(rating.updatedAt)}</td>
                    <td id={`rating-${rating.id}`}>
                      {rating.vendorName}
                      {rating.vendorStatus !== "approved" ? ` (vendor ${rating.vendorStatus})` : ""}
                    </td>
                    <td>{rating.rating} of 5</td>
                    <td>{rating.comment}</td>
                    <td>{rating.userEmail}</td>
                    <td className="admin-actions">
                      <RowAction
                        intent="approve-rating"
                        id={rating.id}
                        label="Approve"
                        describedBy={`rating-${rating.id}`}
                      />
                      <RowAction
                        intent="reject-rating"
                        id={rating.id}
                        label="Reject"
                        tone="danger"
                        describedBy={`rating-${rating.id}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
