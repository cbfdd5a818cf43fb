import { Form } from "@remix-run/react";
import { useAnswerAction } from "~/components/form/form-answer";
import type { ReactNode } from "react";
import { INTENT_FIELD, type ManageIntent } from "~/forms/manage-requirement";
import { useIsPending } from "~/hooks/use-is-pending";

/**
 * One of the manage page's buttons: a plain POST form with its `intent` (and any hidden fields), so it works
 * without JavaScript. With it, every button waits while any of the page's actions is under way, so a second
 * click never races the first.
 */
export function IntentForm({
  intent,
  fields = {},
  label,
  tone,
  describedBy,
  answerId,
  children,
}: {
  intent: ManageIntent;
  fields?: Record<string, string | number>;
  label: string;
  tone: "primary" | "secondary" | "outline" | "danger";
  describedBy?: string;
  /** Where the answer shows (`answerAnchor`): without JavaScript the form posts to the page plus `#{answerId}`. */
  answerId: string;
  children?: ReactNode;
}) {
  const pending = useIsPending();
  const { action } = useAnswerAction(answerId);
  return (
    <Form method="post" action={action} preventScrollReset className={children ? "stack" : undefined}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div>
        <button
          type="submit"
          className={`btn btn--small btn--${tone}`}
          aria-describedby={describedBy}
          disabled={pending}
        >
          {label}
        </button>
      </div>
    </Form>
  );
}
