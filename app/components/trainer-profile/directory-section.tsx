import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  DIRECTORY_FIELDS,
  DIRECTORY_LABELS,
  HEADLINE_MAX,
  NOT_SAVED_YET,
  type ProfileFieldValue,
} from "~/forms/trainer-profile";
import { DIRECTORY_TARGET } from "~/forms/trainer-directory";
import { paths } from "~/lib/paths";
import { changedDirectoryFields, DIRECTORY_DRAFT_FIELDS } from "~/lib/trainer-profile-draft";
import { CheckboxField } from "~/components/form/field";
import { FormAnswer } from "~/components/form/form-answer";
import { enterPresses, StatusLine } from "./section-panel";

/**
 * "Show my profile to companies" (decision record 0047), off by default. Its button belongs to the one profile form
 * and posts it to the directory settings' action, so that what was typed in the sections is kept (as the alerts'
 * button does); it saves no section. What is typed here and not saved is kept in the profile draft like a
 * section's fields, and marked "Not saved yet" beside its Save the same way (docs/product.md, "Nothing typed is
 * lost"; decision 0060).
 */
export function DirectorySection({
  settings,
  shown,
  saved,
  hasSaved,
  note,
}: {
  /** The saved settings. */
  settings: { listed: boolean; showRate: boolean; slug: string | null; headline: string };
  /** What the fields show (the form's names, a box as "on" or "off"): the saved settings with the draft over them. */
  shown: Record<string, string>;
  /** What is saved, in the same names (the page's untyped values). */
  saved: Record<string, ProfileFieldValue>;
  hasSaved: boolean;
  /** The section's answer; a refusal's `reason` names the field in error, if any. */
  note: { kind: string; text: string; reason?: string } | null;
}) {
  const save = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState<Record<string, unknown>>(shown);
  // The fields' values as the browser holds them (an unticked box is not posted: "off").
  const read = () => {
    const form = save.current?.form;
    if (!form) return;
    const data = new FormData(form);
    setCurrent(Object.fromEntries(DIRECTORY_DRAFT_FIELDS.map((name) => [name, data.get(name) ?? "off"])));
  };
  // A new answer (a save, another section's post) may have put other values in place.
  useEffect(read, [shown, saved]);
  const unsaved = changedDirectoryFields(current, saved).length > 0;
  const markId = "directory-not-saved";
  const refused = note?.kind === "error";
  const fieldIds: Record<string, string> = {
    [DIRECTORY_FIELDS.listed]: "directory-listed",
    [DIRECTORY_FIELDS.showRate]: "directory-show-rate",
    [DIRECTORY_FIELDS.headline]: "directory-headline",
  };
  return (
    <section
      onChange={read}
      onInput={read}
      id={DIRECTORY_TARGET}
      className="panel profile-section"
      aria-labelledby="directory-title"
      onKeyDown={enterPresses(save)}
    >
      <h2 id="directory-title" className="panel__title">
        Trainer directory
      </h2>
      {/* A refused save answers at the top of the section, where its redirect lands (docs/product.md section 5,
          "Where answers appear"); its status line beside Save is kept, as the alerts' is. */}
      <FormAnswer
        id="directory-answer"
        errors={
          refused && note ? [{ message: note.text, fieldId: note.reason ? fieldIds[note.reason] : undefined }] : []
        }
        answer={refused ? note : null}
      />
      <p>
        Companies can find you in the <Link to={paths.trainers()}>trainer directory</Link> and read your public page:
        your name, skills, experience, languages, training mode, city and verified reviews. Never your e-mail or phone;
        your per-day charge only if you tick the second box. Companies may then invite you to apply to a requirement.
        {hasSaved ? null : " Save your Basic info first."}
      </p>
      <CheckboxField
        id="directory-listed"
        name={DIRECTORY_FIELDS.listed}
        label={DIRECTORY_LABELS.listed}
        defaultChecked={shown[DIRECTORY_FIELDS.listed] === "on"}
      />
      <CheckboxField
        id="directory-show-rate"
        name={DIRECTORY_FIELDS.showRate}
        label={DIRECTORY_LABELS.showRate}
        defaultChecked={shown[DIRECTORY_FIELDS.showRate] === "on"}
      />
      <div className="field">
        <label className="field__label" htmlFor="directory-headline">
          {DIRECTORY_LABELS.headline}
        </label>
        <input
          // A new value to show (a save, trimmed by the server) replaces what the box holds; any other answer leaves
          // it alone.
          key={shown[DIRECTORY_FIELDS.headline]}
          id="directory-headline"
          name={DIRECTORY_FIELDS.headline}
          type="text"
          maxLength={HEADLINE_MAX}
          defaultValue={shown[DIRECTORY_FIELDS.headline]}
          aria-invalid={refused && note?.reason === DIRECTORY_FIELDS.headline ? true : undefined}
          aria-describedby="directory-headline-hint"
        />
        <small className="field__hint" id="directory-headline-hint">
          {DIRECTORY_LABELS.headlineHint}
        </small>
      </div>
      {settings.listed && settings.slug ? (
        <p>
          Your public page: <Link to={paths.trainer(settings.slug)}>{paths.trainer(settings.slug)}</Link>
        </p>
      ) : null}
      <div className="profile-section__footer">
        <button
          ref={save}
          type="submit"
          formAction={paths.trainerDirectory}
          className="btn btn--primary"
          aria-describedby={unsaved ? markId : undefined}
        >
          {DIRECTORY_LABELS.save}
        </button>
        {unsaved ? (
          <span id={markId} className="profile-unsaved">
            {NOT_SAVED_YET}
          </span>
        ) : null}
        <StatusLine kind={note ? (note.kind === "error" ? "error" : "success") : null}>{note?.text ?? ""}</StatusLine>
      </div>
    </section>
  );
}
