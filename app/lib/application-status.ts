import type { ApplicationDisplayStatus } from "~/forms/my-applications";

/**
 * What /my-applications shows for an application (docs/product.md section 10, the marketplace loop, docs/decisions/0020):
 * - the trainer's own withdrawal reads "Withdrawn" (they did it; "Closed" would hide that);
 * - a company that deleted its requirement took its details with it: "Closed", whatever was decided;
 * - a shortlist or a decline stays visible after the requirement closes or expires (the contacts and
 *   the answer are still the trainer's to know);
 * - an engagement (the company marked the trainer Engaged after a shortlist) reads "Engaged";
 * - an application still waiting on a closed or expired requirement is "Closed";
 * - a requirement a moderator removed reads "Removed by moderator" whatever was decided (docs/product.md section 8): the company
 *   can do nothing more through it, and its contact details are no longer shown.
 */
export function applicationDisplayStatus(application: {
  status: "sent" | "shortlisted" | "declined" | "withdrawn" | "engaged";
  requirementStatus: "pending" | "published" | "closed" | "expired" | "removed";
  requirementClosedReason: "company" | "admin" | "deleted" | null;
}): ApplicationDisplayStatus {
  if (application.status === "withdrawn") return "Withdrawn";
  if (application.requirementStatus === "removed") return "Removed by moderator";
  if (application.requirementClosedReason === "deleted") return "Closed";
  if (application.status === "engaged") return "Engaged";
  if (application.status === "shortlisted") return "Shortlisted";
  if (application.status === "declined") return "Not selected";
  return application.requirementStatus === "published" ? "Sent" : "Closed";
}
