import {
  CONFIRM_DELETE_FIELD,
  CONFIRM_DELETE_VALUE,
  LABELS,
  REQUIREMENT_ACTIONS_ANCHOR,
  answerAnchor,
} from "~/forms/manage-requirement";
import type { FlashMessage } from "~/http/flash.server";
import { ActionNote } from "./action-note";
import type { RequirementStatus } from "~drizzle/schema";
import { IntentForm } from "./intent-form";

const ANSWER = answerAnchor(REQUIREMENT_ACTIONS_ANCHOR);

/** Keep open, Close and Delete; the deletion is confirmed by a checkbox (no script needed). */
export function RequirementActions({
  status,
  ttlDays,
  note,
  noteId = ANSWER,
}: {
  status: RequirementStatus;
  ttlDays: number;
  /** The answer to Keep open, Close or a refused Delete, shown here, beside them (docs/product.md section 4). */
  note?: Pick<FlashMessage, "kind" | "text"> | null;
  /** The note's id: its own place's, or that of an answer whose place is gone from the page. */
  noteId?: string;
}) {
  return (
    <section aria-labelledby="actions-heading" className="panel stack" id={REQUIREMENT_ACTIONS_ANCHOR}>
      <h2 id="actions-heading">Your requirement on the board</h2>
      {note ? <ActionNote id={noteId} note={note} /> : null}
      {/* One primary action; closing and deleting, which end the requirement, each apart below it. */}
      {status === "published" ? (
        <div className="admin-actions">
          <IntentForm answerId={ANSWER} intent="keep-open" label={LABELS.keepOpen(ttlDays)} tone="primary" />
        </div>
      ) : null}
      {status === "pending" || status === "published" ? (
        <div className="manage-apart">
          <p>Found your trainer, or no longer need one? Closing takes it off the board; you keep this page.</p>
          <div className="admin-actions">
            <IntentForm answerId={ANSWER} intent="close" label={LABELS.close} tone="outline" />
          </div>
        </div>
      ) : null}
      <div className="danger-zone">
        <IntentForm answerId={ANSWER} intent="delete" label={LABELS.delete} tone="danger">
          <p>
            Deleting removes the requirement and your name, e-mail, phone and message from our records. Trainers who
            applied are told that it was withdrawn. This link stops working.
          </p>
          <label>
            <input type="checkbox" name={CONFIRM_DELETE_FIELD} value={CONFIRM_DELETE_VALUE} /> {LABELS.confirmDelete}
          </label>
        </IntentForm>
      </div>
    </section>
  );
}
