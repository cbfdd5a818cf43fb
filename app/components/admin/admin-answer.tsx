import { Form, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { FieldError } from "~/components/form/field";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { ActionNote } from "~/components/manage/action-note";
import { adminAnswerId, adminFieldId } from "~/forms/admin-answer";
import { useRootData } from "~/hooks/use-root-data";
import type { AdminRefusal } from "~/http/admin-action.server";
import type { FlashMessage } from "~/http/flash.server";

/**
 * Where the back office's answers appear (docs/product.md section 5, "Where answers appear"): each answer at the
 * place of the row or form it is about (app/forms/admin-answer.ts), as the manage page's ActionNote does. A done
 * action's note comes as a flash naming its place (app/http/admin-action.server.ts), a refused form as the action's
 * reply with the errors and what was typed. An answer whose row left the page (a requirement published out of the
 * Pending tab) shows at the top of the page's content, under the same id, so the fragment still lands on it.
 */

/** One answer of a back-office page: where, the note, and for a refused form its errors and what was typed. */
export type AdminAnswer = {
  place: string;
  note: Pick<FlashMessage, "kind" | "text">;
  refusal: AdminRefusal | null;
};

export type AdminAnswers = {
  /** The answer at `place`, if it is about that place. */
  at: (place: string) => AdminAnswer | null;
  /** The answer whose place is not on the page. */
  lost: AdminAnswer | null;
};

const isRefusalReply = (reply: unknown): reply is { refusal: AdminRefusal } =>
  typeof reply === "object" && reply !== null && "refusal" in reply;

/**
 * Until the document the server rendered is hydrated, its flash is its own; after that, the root's data may still hold
 * a flash the admin already saw (a link to another back-office page does not load the root again), so a note shows
 * only at the address its redirect named (`#{place}-answer`).
 */
let documentHydrated = false;

/** The answer of this page, given the places its rows and forms have on it now. */
export function useAdminAnswers(places: readonly string[]): AdminAnswers {
  const reply = useActionData();
  const { flash } = useRootData();
  const { hash } = useLocation();
  useEffect(() => {
    documentHydrated = true;
  }, []);
  const placesKey = places.join(" ");
  // Memoised: a new answer object takes the focus (FormAnswer, ActionNote), which a mere re-render must not.
  const { answer, here } = useMemo(() => {
    let found: AdminAnswer | null = null;
    if (isRefusalReply(reply)) {
      const { refusal } = reply;
      found = { place: refusal.place, note: { kind: "error", text: refusal.errors[0]?.message ?? "" }, refusal };
    } else if (flash?.target && (!documentHydrated || hash === `#${adminAnswerId(flash.target)}`)) {
      found = { place: flash.target, note: flash, refusal: null };
    }
    if (!found || placesKey.split(" ").includes(found.place)) return { answer: found, here: true };
    // Its fields are not on the page: the summary lists the messages without links.
    const refusal = found.refusal && {
      ...found.refusal,
      errors: found.refusal.errors.map(({ message }) => ({ message })),
    };
    return { answer: { ...found, refusal }, here: false };
  }, [reply, flash, hash, placesKey]);
  return {
    at: (place) => (here && answer?.place === place ? answer : null),
    lost: here ? null : answer,
  };
}

/** Each field's message of a refused form (by the field's name). */
export function fieldMessages(answer: AdminAnswer | null): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of answer?.refusal?.errors ?? []) if (error.field) messages[error.field] ??= error.message;
  return messages;
}

/**
 * The answer at its place: a refusal is the error summary (each error a link to its field; the title starts with
 * "Error: " while it shows), a done action the note; with JavaScript either takes the focus, below the sticky header.
 */
export function AdminAnswerNote({ answer }: { answer: AdminAnswer | null }) {
  if (!answer) return null;
  const id = adminAnswerId(answer.place);
  const { refusal } = answer;
  if (refusal) {
    const errors = refusal.errors.map((error) => ({
      message: error.message,
      fieldId: error.field ? adminFieldId(refusal.place, error.field) : undefined,
    }));
    return <FormAnswer id={id} errors={errors} answer={refusal} />;
  }
  return <ActionNote id={id} note={answer.note} />;
}

/**
 * A back-office form: a plain POST that works without JavaScript, to its page plus the fragment of its answer's
 * place; a form with fields shows its answer at its top (`answer`), a row action at its row.
 */
export function AdminForm({
  place,
  answer,
  id,
  className,
  noValidate,
  children,
}: {
  place: string;
  answer?: AdminAnswer | null;
  id?: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const { action } = useAnswerAction(adminAnswerId(place));
  return (
    <Form method="post" action={action} id={id} className={className} noValidate={noValidate} preventScrollReset>
      {answer === undefined ? null : <AdminAnswerNote answer={answer} />}
      {children}
    </Form>
  );
}

/**
 * A back-office field's own message, under it (the field's `aria-describedby`): the one field error of the site
 * (app/components/form/field.tsx), for a form that is not a Conform form.
 */
export function AdminFieldError({ id, message }: { id: string; message: string | undefined }) {
  return <FieldError meta={{ errorId: id, errors: message ? [message] : undefined }} />;
}
