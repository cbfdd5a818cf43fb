import { Link } from "@remix-run/react";
import { useRef } from "react";
import { DELETE_INTENT } from "~/forms/trainer-profile";
import { ALERTS_FIELD, ALERTS_LABEL } from "~/forms/trainer-alerts";
import { paths } from "~/lib/paths";
import { CheckboxField } from "~/components/form/field";
import { FormAnswer } from "~/components/form/form-answer";
import { enterPresses, StatusLine } from "./section-panel";

/**
 * The signed-in trainer's own corner of /trainer-profile (docs/product.md section 10, the marketplace loop): their applications, alerts and deleting
 * the profile (a confirmation page first). Both buttons belong to the one profile form, so that what was typed
 * in the sections goes along (and is kept in the draft) without JavaScript; neither saves a section.
 */
export function AlertsSection({
  enabled,
  hasSaved,
  note,
}: {
  enabled: boolean;
  hasSaved: boolean;
  note: { kind: string; text: string } | null;
}) {
  const save = useRef<HTMLButtonElement>(null);
  return (
    <section
      id="alerts"
      className="panel profile-section"
      aria-labelledby="alerts-title"
      onKeyDown={enterPresses(save)}
    >
      <h2 id="alerts-title" className="panel__title">
        Requirement alerts
      </h2>
      {/* A refused save answers at the top of the section, where its redirect lands (docs/product.md section 5,
          "Where answers appear"); its status line beside Save is kept, as in the profile's sections. */}
      <FormAnswer
        id="alerts-answer"
        errors={note?.kind === "error" ? [{ message: note.text }] : []}
        answer={note?.kind === "error" ? note : null}
      />
      <p>
        We mail you, at most once a day, the new training requirements that match the skills saved in your Basic info,
        with the board&apos;s &ldquo;Matched on&rdquo; explanation. Every mail has a one-click unsubscribe link.
        {hasSaved ? null : " Save your Basic info first."}
      </p>
      <CheckboxField id="alerts-enabled" name={ALERTS_FIELD} label={ALERTS_LABEL} defaultChecked={enabled} />
      <div className="profile-section__footer">
        <button ref={save} type="submit" formAction={paths.trainerAlerts} className="btn btn--primary">
          Save alerts
        </button>
        <StatusLine kind={note ? (note.kind === "error" ? "error" : "success") : null}>{note?.text ?? ""}</StatusLine>
      </div>
    </section>
  );
}

export function MyAccountSection() {
  return (
    <section id="my-account" className="panel profile-section" aria-labelledby="my-account-title">
      <h2 id="my-account-title" className="panel__title">
        Your applications and your data
      </h2>
      <p>
        <Link to={paths.myApplications}>My applications</Link>: every requirement you applied to and where it stands.
      </p>
      <p>
        Deleting your profile removes it, your CV and your contact details from your applications, and signs you out.{" "}
        <Link to={paths.privacy}>How we handle your data</Link>.
      </p>
      <button type="submit" name="intent" value={DELETE_INTENT} className="btn btn--danger">
        Delete my profile
      </button>
    </section>
  );
}
