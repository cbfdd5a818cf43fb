import { EmailAddress } from "~/components/email-address";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { REQUIREMENT_EDIT_FIELDS, REQUIREMENT_EDIT_LIMITS } from "~/forms/requirement-edit";
import { action, loader } from "./admin-requirements.server";
import { paths } from "~/lib/paths";

const requirementStatuses = ["pending", "published", "closed", "expired", "removed"] as const;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Requirements · Back office",
    description: "Publish, edit and close posted training requirements.",
    path: paths.adminRequirements(),
  });

export default function AdminRequirements() {
  const { status, requirements } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Requirements</h1>
      <nav aria-label="Requirement status" className="admin-tabs">
        {requirementStatuses.map((s) => (
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
      {requirements.length === 0 ? <p>No {status} requirements.</p> : null}
      {requirements.map((requirement) => (
        <article
          key={requirement.id}
          className="panel admin-requirement"
          aria-labelledby={`requirement-${requirement.id}-title`}
        >
          <h2 id={`requirement-${requirement.id}-title`}>
            #{requirement.id} {requirement.trainingTopicName}
          </h2>
          <p className="admin-requirement__meta">
            <StatusBadge status={requirement.status} /> Posted {formatTime(requirement.postedAt)}
            {requirement.companyEmail ? (
              <>
                {" by "}
                {requirement.companyName} &lt;
                <EmailAddress address={requirement.companyEmail} />
                &gt;, {requirement.companyPhone}
              </>
            ) : null}
            {requirement.deliveryLocation ? <> · {requirement.deliveryLocation}</> : null}
          </p>
          <p className="admin-requirement__meta">
            {requirement.applicants} {requirement.applicants === 1 ? "applicant" : "applicants"} ·{" "}
            {requirement.shortlisted} shortlisted
            {requirement.expiresAt ? <> · Expires {formatTime(requirement.expiresAt)}</> : null}
          </p>
          <Form method="post" className="admin-requirement__form">
            <input type="hidden" name="id" value={requirement.id} />
            <label>
              Topic{" "}
              <input
                name={REQUIREMENT_EDIT_FIELDS.topic}
                defaultValue={requirement.topic}
                required
                maxLength={REQUIREMENT_EDIT_LIMITS.topic}
              />
            </label>
            <label>
              Title{" "}
              <input
                name={REQUIREMENT_EDIT_FIELDS.trainingTopicName}
                defaultValue={requirement.trainingTopicName}
                required
                maxLength={REQUIREMENT_EDIT_LIMITS.trainingTopicName}
              />
            </label>
            <label>
              Details{" "}
              <textarea
                name={REQUIREMENT_EDIT_FIELDS.details}
                defaultValue={requirement.details}
                rows={4}
                required
                maxLength={REQUIREMENT_EDIT_LIMITS.details}
              />
            </label>
            <button type="submit" name="intent" value="save" className="btn btn--small btn--secondary">
              Save
            </button>
          </Form>
          <div className="admin-actions">
            {requirement.status !== "published" ? (
              <RowAction
                intent="publish"
                id={requirement.id}
                label="Publish"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            {requirement.status !== "closed" && requirement.status !== "removed" ? (
              <RowAction
                intent="close"
                id={requirement.id}
                label="Close"
                tone="danger"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            {requirement.status !== "removed" ? (
              <RowAction
                intent="remove"
                id={requirement.id}
                label="Remove (moderation)"
                tone="danger"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            <RowAction
              intent="revoke-links"
              id={requirement.id}
              label="Revoke manage links"
              tone="outline"
              describedBy={`requirement-${requirement.id}-title`}
            />
          </div>
        </article>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
