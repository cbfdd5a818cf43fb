import { EmailAddress } from "~/components/email-address";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  AdminAnswerNote,
  AdminForm,
  AdminFieldError,
  fieldMessages,
  useAdminAnswers,
  type AdminAnswer,
} from "~/components/admin/admin-answer";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { ADMIN_PLACES, adminFieldId } from "~/forms/admin-answer";
import { REQUIREMENT_EDIT_FIELDS, REQUIREMENT_EDIT_LIMITS, type RequirementEdit } from "~/forms/requirement-edit";
import { action, loader } from "./admin-requirements.server";
import { paths } from "~/lib/paths";

const requirementStatuses = ["pending", "published", "closed", "expired", "removed"] as const;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Requirements · Back office",
    description: "Publish, edit and close posted training requirements.",
    path: paths.adminRequirements(),
  });

const EDIT_LABELS: Record<keyof RequirementEdit, string> = {
  topic: "Topic",
  trainingTopicName: "Title",
  details: "Details",
};

/**
 * A requirement's edit (intent `save`): a refusal is this page with what was typed kept in the fields, an error
 * summary at the top of the form and the field's own message (docs/product.md section 5, "Where answers appear").
 */
function RequirementEditForm({
  requirement,
  answer,
}: {
  requirement: { id: number } & RequirementEdit;
  answer: AdminAnswer | null;
}) {
  const place = ADMIN_PLACES.requirementEdit(requirement.id);
  const typed = answer?.refusal?.values ?? {};
  const messages = fieldMessages(answer);
  const field = (name: keyof RequirementEdit) => {
    const wire = REQUIREMENT_EDIT_FIELDS[name];
    const id = adminFieldId(place, wire);
    const value = typed[wire];
    const props = {
      id,
      name: wire,
      defaultValue: typeof value === "string" ? value : requirement[name],
      required: true,
      maxLength: REQUIREMENT_EDIT_LIMITS[name],
      "aria-invalid": messages[wire] ? true : undefined,
      "aria-describedby": messages[wire] ? `${id}-error` : undefined,
    };
    return (
      <>
        <label>
          {EDIT_LABELS[name]} {name === "details" ? <textarea {...props} rows={4} /> : <input {...props} />}
        </label>
        <AdminFieldError id={`${id}-error`} message={messages[wire]} />
      </>
    );
  };
  return (
    <AdminForm place={place} answer={answer} id={place} className="admin-requirement__form">
      <input type="hidden" name="id" value={requirement.id} />
      {field("topic")}
      {field("trainingTopicName")}
      {field("details")}
      <button type="submit" name="intent" value="save" className="btn btn--small btn--secondary">
        Save
      </button>
    </AdminForm>
  );
}

export default function AdminRequirements() {
  const { status, requirements } = useLoaderData<typeof loader>();
  const answers = useAdminAnswers(
    requirements.flatMap((requirement) => [
      ADMIN_PLACES.requirement(requirement.id),
      ADMIN_PLACES.requirementEdit(requirement.id),
    ]),
  );
  return (
    <>
      <h1>Requirements</h1>
      {/* An answer whose requirement left this tab (Publish from Pending): at the top, under the same id. */}
      <AdminAnswerNote answer={answers.lost} />
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
          <AdminAnswerNote answer={answers.at(ADMIN_PLACES.requirement(requirement.id))} />
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
          <RequirementEditForm
            requirement={requirement}
            answer={answers.at(ADMIN_PLACES.requirementEdit(requirement.id))}
          />
          <div className="admin-actions">
            {requirement.status !== "published" ? (
              <RowAction
                intent="publish"
                id={requirement.id}
                place={ADMIN_PLACES.requirement(requirement.id)}
                label="Publish"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            {requirement.status !== "closed" && requirement.status !== "removed" ? (
              <RowAction
                intent="close"
                id={requirement.id}
                place={ADMIN_PLACES.requirement(requirement.id)}
                label="Close"
                tone="danger"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            {requirement.status !== "removed" ? (
              <RowAction
                intent="remove"
                id={requirement.id}
                place={ADMIN_PLACES.requirement(requirement.id)}
                label="Remove (moderation)"
                tone="danger"
                describedBy={`requirement-${requirement.id}-title`}
              />
            ) : null}
            <RowAction
              intent="revoke-links"
              id={requirement.id}
              place={ADMIN_PLACES.requirement(requirement.id)}
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
