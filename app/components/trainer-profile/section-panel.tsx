import { useFormAction } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { FormAnswer, type AnswerError } from "~/components/form/form-answer";
import { INTENT_FIELD } from "~/forms/list-indexes";
import {
  SECTION_FIELDS,
  SECTION_STATE_LABELS,
  sectionHeadingId,
  type ProfileFormMetadata,
  type ProfileSaveReply,
  type ProfileSection,
  type SectionState,
} from "~/forms/trainer-profile";
import { useIsPending } from "~/hooks/use-is-pending";

/** A section's last answer: the server's reply (JavaScript) or the flash after a save's redirect (without). */
export type SectionReply = Pick<ProfileSaveReply, "section" | "reason" | "status" | "message">;

/** The answers of a section's Save that refuse it. */
const REFUSED: readonly ProfileSaveReply["reason"][] = ["invalid", "sign-in", "rate-limit", "failed"];

/**
 * The error summary of a refused save of `section`: each error of the section's fields as the form shows them now
 * (a field the trainer has put right leaves it), in the section's order, then the refusal's own message.
 */
function sectionErrors(
  form: ProfileFormMetadata,
  section: ProfileSection,
  reply: SectionReply | undefined,
): AnswerError[] {
  if (reply?.section !== section || !REFUSED.includes(reply.reason)) return [];
  const order = SECTION_FIELDS[section];
  const root = (name: string) => name.replace(/[[.].*$/, "");
  const rank = (name: string) => order.indexOf(root(name));
  const fieldErrors = Object.entries(form.allErrors)
    .filter(([name, messages]) => rank(name) >= 0 && messages[0])
    .sort(([a], [b]) => rank(a) - rank(b))
    // A checkbox group's item (an option no box offers) has no control of its own: the link goes to the group.
    .map(([name, messages]) => ({
      message: messages[0]!,
      fieldId: `${form.id}-${CHOICE_GROUPS.has(root(name)) ? root(name) : name}`,
    }));
  return reply.message ? [...fieldErrors, { message: reply.message }] : fieldErrors;
}

const STATUS_SHOWN_MS = 5000;

/** The sections' checkbox groups: one fieldset per field, no control per item. */
const CHOICE_GROUPS = new Set(["languagesSpoken", "industryExpertise"]);

/**
 * Enter in a field presses this button (with JavaScript). Without it the browser presses the form's first
 * submit button, which for the one profile form keeps what was typed and saves nothing.
 */
export function enterPresses(button: RefObject<HTMLButtonElement>) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const field = event.target;
    if (event.key !== "Enter" || event.isDefaultPrevented() || !(field instanceof HTMLInputElement)) return;
    if (["file", "button", "submit", "reset"].includes(field.type)) return;
    event.preventDefault();
    if (button.current && !button.current.disabled) field.form?.requestSubmit(button.current);
  };
}

/** A section's status line, announced politely: empty, pending, or the last answer in green or red. */
export function StatusLine({ kind, children }: { kind: "success" | "error" | null; children: ReactNode }) {
  return (
    <p className={`profile-status${kind ? ` profile-status--${kind}` : ""}`} role="status" aria-live="polite">
      {children}
    </p>
  );
}

/**
 * One section of the trainer profile's one form: its heading with the section's state beside it ("Saved", "Not saved
 * yet", "Unsaved changes"), its fields, its Save button (posting `intent` = the section) and its status line
 * ('Saving... ⏳', then the server's success or 'Error: ... ❌', cleared after 5 s with JavaScript).
 */
export function SectionPanel({
  form,
  section,
  title,
  reply,
  state,
  saveLabel,
  children,
}: {
  form: ProfileFormMetadata;
  section: ProfileSection;
  title: string;
  reply: SectionReply | undefined;
  state: SectionState;
  saveLabel: string;
  children: ReactNode;
}) {
  // A list's Add/Remove button posts Conform's `__intent__`: that is not a save.
  const saving = useIsPending({ intent: section, ignore: (formData) => formData.has(INTENT_FIELD) });
  const mine = reply?.section === section && reply.status ? reply : null;
  const [shown, setShown] = useState<SectionReply | null>(mine);
  useEffect(() => {
    setShown(mine);
    if (!mine) return;
    const timer = setTimeout(() => setShown(null), STATUS_SHOWN_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new reply object is a new status
  }, [reply]);
  const save = useRef<HTMLButtonElement>(null);
  const headingId = sectionHeadingId(section);
  const stateId = `${section}-state`;
  // The answer to a refused Save shows at the top of its section (docs/product.md section 5, "Where answers
  // appear"): without JavaScript this button's action carries the fragment that opens the page there.
  const answerId = `${section}-answer`;
  const formAction = `${useFormAction()}#${answerId}`;
  return (
    <section
      className="panel profile-section"
      aria-labelledby={headingId}
      aria-describedby={stateId}
      onKeyDown={enterPresses(save)}
    >
      <div className="profile-section__head">
        <h2 id={headingId} className="panel__title">
          {title}
        </h2>
        <span id={stateId} className={`section-state section-state--${state}`}>
          {SECTION_STATE_LABELS[state]}
        </span>
      </div>
      <FormAnswer id={answerId} errors={sectionErrors(form, section, reply)} answer={reply} />
      <div className="profile-section__fields">{children}</div>
      <div className="profile-section__footer">
        <button
          ref={save}
          type="submit"
          name="intent"
          value={section}
          formAction={formAction}
          className="btn btn--primary"
          disabled={saving}
          aria-describedby={stateId}
        >
          {saveLabel}
        </button>
        <StatusLine kind={shown ? (shown.reason === "saved" ? "success" : "error") : null}>
          {saving ? "Saving... ⏳" : (shown?.status ?? "")}
        </StatusLine>
      </div>
    </section>
  );
}
