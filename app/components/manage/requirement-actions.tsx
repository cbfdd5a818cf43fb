import { CONFIRM_DELETE_FIELD, CONFIRM_DELETE_VALUE, LABELS } from "~/forms/manage-requirement";
import type { RequirementStatus } from "~drizzle/schema";
import { IntentForm } from "./intent-form";

/** Keep open, Close and Delete; the deletion is confirmed by a checkbox (no script needed). */
export function RequirementActions({ status, ttlDays }: { status: RequirementStatus; ttlDays: number }) {
  return (
    <section aria-labelledby="actions-heading" className="panel stack">
      <h2 id="actions-heading">Your requirement on the board</h2>
      <div className="admin-actions">
        {status === "published" ? (
          <IntentForm intent="keep-open" label={LABELS.keepOpen(ttlDays)} tone="secondary" />
        ) : null}
        {status === "pending" || status === "published" ? (
          <IntentForm intent="close" label={LABELS.close} tone="outline" />
        ) : null}
      </div>
      <IntentForm intent="delete" label={LABELS.delete} tone="danger">
        <p>
          Deleting removes the requirement and your name, e-mail, phone and message from our records. Trainers who
          applied are told that it was withdrawn. This link stops working.
        </p>
        <label>
          <input type="checkbox" name={CONFIRM_DELETE_FIELD} value={CONFIRM_DELETE_VALUE} /> {LABELS.confirmDelete}
        </label>
      </IntentForm>
    </section>
  );
}
