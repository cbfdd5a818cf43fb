import type { SerializeFrom } from "@remix-run/node";
import { formatDay, REQUIREMENT_STATUS_WORDS } from "~/forms/manage-requirement";
import type { ManagedRequirement } from "~/services/requirement-management.server";

/** The requirement as the company posted it, its status in words and, while published, its expiry date. */
export function RequirementSummary({ requirement }: { requirement: SerializeFrom<NonNullable<ManagedRequirement>> }) {
  return (
    <article className="panel stack" aria-labelledby="requirement-title">
      <h2 id="requirement-title">{requirement.title}</h2>
      <dl className="manage-facts">
        <dt>Status</dt>
        <dd>{REQUIREMENT_STATUS_WORDS[requirement.status]}</dd>
        {requirement.status === "published" && requirement.expiresAt ? (
          <>
            <dt>Open until</dt>
            <dd>{formatDay(requirement.expiresAt)}</dd>
          </>
        ) : null}
        <dt>Topic</dt>
        <dd>{requirement.topic}</dd>
        {requirement.deliveryLocation ? (
          <>
            <dt>Delivery location</dt>
            <dd>{requirement.deliveryLocation}</dd>
          </>
        ) : null}
      </dl>
      <p style={{ whiteSpace: "pre-line" }}>{requirement.details}</p>
    </article>
  );
}
