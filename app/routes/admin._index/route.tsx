import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatTime } from "~/components/admin/row-action";
import { WeeklyChart } from "~/components/admin/weekly-chart";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { loader } from "./admin-dashboard.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Back office", description: "What waits for moderation, and recent activity.", path: paths.admin });

type Tile = { label: string; value: number; to: string };

function AdminTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="admin-tiles">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link to={tile.to} className="admin-tile">
            <span className="admin-tile__value">{tile.value}</span>
            <span className="admin-tile__label">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function AdminDashboard() {
  const { stats, marketplace, audit } = useLoaderData<typeof loader>();
  const marketplaceTiles = [
    {
      label: "Open requirements",
      value: marketplace.openRequirements,
      to: paths.adminRequirements({ status: "published" }),
    },
    { label: "Applications this week", value: marketplace.applicationsThisWeek, to: paths.adminApplications },
    { label: "Shortlists this week", value: marketplace.shortlistsThisWeek, to: paths.adminApplications },
  ];
  const tiles = [
    { label: "Requirements to publish", value: stats.pending.requirements, to: paths.adminRequirements() },
    { label: "Vendors to review", value: stats.pending.vendors, to: paths.adminVendors },
    { label: "Ratings to review", value: stats.pending.ratings, to: paths.adminVendors },
    { label: "Mails failed", value: stats.pending.failedMails, to: paths.adminOutbox },
    { label: "Mails waiting", value: stats.pending.waitingMails, to: paths.adminOutbox },
  ];
  return (
    <>
      <h1>Back office</h1>
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">Waiting for you</h2>
        <AdminTiles tiles={tiles} />
      </section>
      <section aria-labelledby="marketplace-title">
        <h2 id="marketplace-title">Marketplace</h2>
        <AdminTiles tiles={marketplaceTiles} />
      </section>
      <section aria-labelledby="activity-title">
        <h2 id="activity-title">Activity in the last {stats.weeks.length} weeks</h2>
        <WeeklyChart weeks={stats.weeks} />
      </section>
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">Recent admin actions</h2>
        {audit.length === 0 ? (
          <p>No admin actions yet.</p>
        ) : (
          <AdminTable columns={["When", "Who", "What", "Row"]}>
            {audit.map((entry) => (
              <tr key={entry.id}>
                <td>{formatTime(entry.createdAt)}</td>
                <td>
                  <EmailAddress address={entry.actorEmail} />
                </td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity} #{entry.entityId}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
