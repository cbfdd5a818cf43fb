import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FieldError } from "~/components/form/field";
import { courseTopics } from "~/content/course-topics";
import { FIELD_LABELS, parseSkills } from "~/forms/trainer-profile";

const HINT_HIDES_AFTER_MS = 3000;

/**
 * Skills: one comma-separated text field without JavaScript; with it, a tag widget (unique, non-empty
 * tags, suggestions from our course topics) that posts the same `skills` field. The hint shows on
 * focus and hides 3 s after the field loses it.
 */
export function SkillsField({ meta, onChange }: { meta: FieldMetadata<string | undefined>; onChange?: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  const [tags, setTags] = useState(() => parseSkills(String(meta.initialValue ?? "")));
  const [draft, setDraft] = useState("");
  const [hintVisible, setHintVisible] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout>>();
  const hidden = useRef<HTMLInputElement>(null);
  const typedBeforeHydration = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On a slow network the trainer may have typed in the plain field before the script ran: the tags start
    // from what it holds, not from the page's value.
    if (typedBeforeHydration.current) setTags(parseSkills(typedBeforeHydration.current.value));
    setHydrated(true);
  }, []);
  useEffect(() => () => clearTimeout(hintTimer.current), []);
  useEffect(() => {
    // Let the form's listeners (draft autosave) see the change of the hidden value.
    hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
    onChange?.();
  }, [tags, onChange]);

  const hintId = `${meta.id}-hint`;
  const hint = "Type a skill and press Enter or a comma; suggestions come from our course topics.";
  const showHint = () => {
    clearTimeout(hintTimer.current);
    setHintVisible(true);
  };
  const hideHintSoon = () => {
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setHintVisible(false), HINT_HIDES_AFTER_MS);
  };

  if (!hydrated) {
    return (
      <div className="field field--full">
        <label className="field__label" htmlFor={meta.id}>
          {FIELD_LABELS.skills}
        </label>
        <input
          ref={typedBeforeHydration}
          id={meta.id}
          name={meta.name}
          type="text"
          defaultValue={String(meta.initialValue ?? "")}
          aria-describedby={hintId}
          placeholder="Azure, Kubernetes, Python"
        />
        <small className="field__hint" id={hintId}>
          Separate skills with commas.
        </small>
        <FieldError meta={meta} />
      </div>
    );
  }

  const add = (value: string) => {
    const next = parseSkills([...tags, value].join(","));
    setTags(next);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === "Backspace" && !draft && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };
  return (
    <div className="field field--full">
      <label className="field__label" htmlFor={`${meta.id}-entry`}>
        {FIELD_LABELS.skills}
      </label>
      <input ref={hidden} type="hidden" name={meta.name} value={tags.join(", ")} />
      <div className="tags">
        <ul className="tags__list" aria-label="Skills added">
          {tags.map((tag) => (
            <li key={tag} className="tags__tag">
              {tag}
              <button
                type="button"
                className="tags__remove"
                aria-label={`Remove skill ${tag}`}
                onClick={() => setTags(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={`${meta.id}-entry`}
          type="text"
          list={`${meta.id}-suggestions`}
          value={draft}
          onChange={(event) => {
            const value = event.target.value;
            if (value.endsWith(",")) add(value.slice(0, -1));
            else setDraft(value);
          }}
          onKeyDown={onKeyDown}
          onFocus={showHint}
          onBlur={() => {
            if (draft.trim()) add(draft);
            hideHintSoon();
          }}
          aria-describedby={hintId}
          placeholder={tags.length === 0 ? "Azure, Kubernetes, Python" : "Add a skill"}
        />
        <datalist id={`${meta.id}-suggestions`}>
          {courseTopics.map((topic) => (
            <option key={topic} value={topic} />
          ))}
        </datalist>
      </div>
      <small className="field__hint" id={hintId} hidden={!hintVisible}>
        {hint}
      </small>
      <FieldError meta={meta} />
    </div>
  );
}
