import { Form } from "@remix-run/react";
import { CONFIRM_DELETE_FIELD, CONFIRM_DELETE_VALUE, INTENT_FIELD, LABELS } from "~/forms/manage-requirement";
import type { LeadStatus } from "~drizzle/schema";

/** Close, Keep open and Delete: each a plain form, the deletion confirmed by a checkbox (no script needed). */
export function RequirementActions({ status, ttlDays }: { status: LeadStatus; ttlDays: number }) {
  return (
    <section aria-labelledby="actions-heading" className="panel stack">
      <h2 id="actions-heading">Your requirement on the board</h2>
      <div className="admin-actions">
        {status === "published" ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name={INTENT_FIELD} value="keep-open" />
            <button type="submit" className="btn btn--small btn--secondary">
              {LABELS.keepOpen(ttlDays)}
            </button>
          </Form>
        ) : null}
        {status === "pending" || status === "published" ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name={INTENT_FIELD} value="close" />
            <button type="submit" className="btn btn--small btn--outline">
              {LABELS.close}
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" className="stack">
        <input type="hidden" name={INTENT_FIELD} value="delete" />
        <p>
          Deleting removes the requirement and your name, e-mail, phone and message from our records. Trainers who
          applied are told that it was withdrawn. This link stops working.
        </p>
        <label>
          <input type="checkbox" name={CONFIRM_DELETE_FIELD} value={CONFIRM_DELETE_VALUE} /> {LABELS.confirmDelete}
        </label>
        <div>
          <button type="submit" className="btn btn--small btn--danger">
            {LABELS.delete}
          </button>
        </div>
      </Form>
    </section>
  );
}
