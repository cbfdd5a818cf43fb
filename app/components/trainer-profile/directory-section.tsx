import { Link } from "@remix-run/react";
import { useRef } from "react";
import { DIRECTORY_FIELDS, DIRECTORY_LABELS, DIRECTORY_TARGET, HEADLINE_MAX } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { CheckboxField } from "~/components/form/field";
import { enterPresses, StatusLine } from "./section-panel";

/**
 * "Show my profile to companies" (decision record 0047), off by default. Its button belongs to the one profile form
 * and posts it to the directory settings' action, so that what was typed in the sections is kept (as the alerts'
 * button does); it saves no section.
 */
export function DirectorySection({
  settings,
  hasSaved,
  note,
}: {
  settings: { listed: boolean; showRate: boolean; slug: string | null; headline: string };
  hasSaved: boolean;
  note: { kind: string; text: string } | null;
}) {
  const save = useRef<HTMLButtonElement>(null);
  return (
    <section
      id={DIRECTORY_TARGET}
      className="panel profile-section"
      aria-labelledby="directory-title"
      onKeyDown={enterPresses(save)}
    >
      <h2 id="directory-title" className="panel__title">
        Trainer directory
      </h2>
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
        defaultChecked={settings.listed}
      />
      <CheckboxField
        id="directory-show-rate"
        name={DIRECTORY_FIELDS.showRate}
        label={DIRECTORY_LABELS.showRate}
        defaultChecked={settings.showRate}
      />
      <div className="field">
        <label className="field__label" htmlFor="directory-headline">
          {DIRECTORY_LABELS.headline}
        </label>
        <input
          // A new saved value (trimmed by the server) replaces what the box shows; any other answer leaves it alone.
          key={settings.headline}
          id="directory-headline"
          name={DIRECTORY_FIELDS.headline}
          type="text"
          maxLength={HEADLINE_MAX}
          defaultValue={settings.headline}
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
        <button ref={save} type="submit" formAction={paths.trainerDirectory} className="btn btn--primary">
          {DIRECTORY_LABELS.save}
        </button>
        <StatusLine kind={note ? (note.kind === "error" ? "error" : "success") : null}>{note?.text ?? ""}</StatusLine>
      </div>
    </section>
  );
}
