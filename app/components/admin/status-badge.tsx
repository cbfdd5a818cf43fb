/** Every status a back-office row can have: a requirement's (docs/product.md section 8) or a moderation status. */
export type RowStatus = "pending" | "published" | "closed" | "expired" | "removed" | "approved" | "rejected";

/** A row's status in the row itself, as a word (never only a colour), so the row says where it stands. */
export function StatusBadge({ status, label }: { status: RowStatus; label?: string }) {
  const word = `${status[0]?.toUpperCase() ?? ""}${status.slice(1)}`;
  return <span className={`status-badge status-badge--${status}`}>{label ? `${label}: ${word}` : word}</span>;
}
