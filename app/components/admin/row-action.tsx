import { Form } from "@remix-run/react";

/** One admin row action (Publish, Approve, Retry...): a plain POST form that works without JavaScript. */
export function RowAction({
  intent,
  id,
  label,
  tone = "secondary",
  describedBy,
}: {
  intent: string;
  id: number;
  label: string;
  tone?: "secondary" | "danger" | "outline";
  describedBy?: string;
}) {
  return (
    <Form method="post" className="admin-row-action" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`btn btn--small btn--${tone}`} aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
}

export function formatTime(iso: string | Date | null): string {
  if (!iso) return "";
  return new Date(iso).toLocaleString("en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" }) + " UTC";
}
