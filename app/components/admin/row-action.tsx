import { AdminForm } from "./admin-answer";

/**
 * One admin row action (Publish, Approve, Retry...): a plain POST form that works without JavaScript. It posts to
 * the page plus the fragment of its row's answer (`place`, app/forms/admin-answer.ts), where the page shows the
 * answer (docs/product.md section 5, "Where answers appear").
 */
export function RowAction({
  intent,
  id,
  place,
  label,
  tone = "secondary",
  describedBy,
}: {
  intent: string;
  id: number;
  /** The place of the row's answer. */
  place: string;
  label: string;
  tone?: "secondary" | "danger" | "outline";
  describedBy?: string;
}) {
  return (
    <AdminForm place={place} className="admin-row-action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`btn btn--small btn--${tone}`} aria-describedby={describedBy}>
        {label}
      </button>
    </AdminForm>
  );
}

export function formatTime(iso: string | Date | null): string {
  if (!iso) return "";
  return new Date(iso).toLocaleString("en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" }) + " UTC";
}
