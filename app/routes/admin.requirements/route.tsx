import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { action, loader } from "./admin-requirements.server";

const leadStatuses = ["pending", "published", "closed", "expired"] as const;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Requirements · Back office",
    description: "Publish, edit and close posted training requirements.",
    path: "/admin/requirements",
  });

export default function AdminRequirements() {
  const { status, leads } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Requirements</h1>
      <nav aria-label="Requirement status" className="admin-tabs">
        {leadStatuses.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className="btn btn--small btn--outline"
          >
            {s[0]?.toUpperCase()}
            {s.slice(1)}
          </Link>
        ))}
      </nav>
      {leads.length === 0 ? <p>No {status} requirements.</p> : null}
      {leads.map((lead) => (
        <article key={lead.id} className="panel admin-lead" aria-labelledby={`lead-${lead.id}-title`}>
          <h2 id={`lead-${lead.id}-title`}>
            #{lead.id} {lead.trainingTopicName}
          </h2>
          <p className="admin-lead__meta">
            <StatusBadge status={lead.status} /> Posted {formatTime(lead.postedAt)}
            {lead.buyerEmail ? (
              <>
                {" by "}
                {lead.buyerName} &lt;{lead.buyerEmail}&gt;, {lead.buyerPhone}
              </>
            ) : null}
            {lead.deliveryLocation ? <> · {lead.deliveryLocation}</> : null}
          </p>
          <p className="admin-lead__meta">
            {lead.applicants} {lead.applicants === 1 ? "applicant" : "applicants"} · {lead.shortlisted} shortlisted
            {lead.expiresAt ? <> · Expires {formatTime(lead.expiresAt)}</> : null}
          </p>
          <Form method="post" className="admin-lead__form">
            <input type="hidden" name="id" value={lead.id} />
            <label>
              Topic <input name="topic" defaultValue={lead.topic} required maxLength={120} />
            </label>
            <label>
              Title <input name="trainingTopicName" defaultValue={lead.trainingTopicName} required maxLength={120} />
            </label>
            <label>
              Details <textarea name="leadDetails" defaultValue={lead.leadDetails} rows={4} required maxLength={2000} />
            </label>
            <button type="submit" name="intent" value="save" className="btn btn--small btn--secondary">
              Save
            </button>
          </Form>
          <div className="admin-actions">
            {lead.status !== "published" ? (
              <RowAction intent="publish" id={lead.id} label="Publish" describedBy={`lead-${lead.id}-title`} />
            ) : null}
            {lead.status !== "closed" ? (
              <RowAction
                intent="close"
                id={lead.id}
                label="Close"
                tone="danger"
                describedBy={`lead-${lead.id}-title`}
              />
            ) : null}
          </div>
        </article>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
