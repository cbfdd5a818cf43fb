import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import type { ProfileSaveReply, ProfileSection } from "~/forms/trainer-profile";
import { useIsPending } from "~/hooks/use-is-pending";

type SectionReply = Pick<ProfileSaveReply, "section" | "reason" | "status">;

const STATUS_SHOWN_MS = 5000;

/**
 * One section of the trainer profile: its own form, save button and status line ('Saving... ⏳', then
 * the server's success or 'Error: ... ❌', cleared after 5 s with JavaScript).
 */
export function SectionForm({
  section,
  title,
  form,
  reply,
  saveLabel,
  children,
}: {
  section: ProfileSection;
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any section's form
  form: FormMetadata<any, string[]>;
  reply: SectionReply | undefined;
  saveLabel: string;
  children: ReactNode;
}) {
  // A list's Add/Remove button posts Conform's `__intent__`: that is not a save.
  const saving = useIsPending({ intent: section, ignore: (formData) => formData.has("__intent__") });
  const mine = reply?.section === section && reply.status ? reply : null;
  const [shown, setShown] = useState<SectionReply | null>(mine);
  useEffect(() => {
    setShown(mine);
    if (!mine) return;
    const timer = setTimeout(() => setShown(null), STATUS_SHOWN_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new reply object is a new status
  }, [reply]);
  const headingId = `${section}-title`;
  return (
    <section className="panel profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="profile-section__form">
        <input type="hidden" name="intent" value={section} />
        {/* Enter in a field saves: the browser presses the first submit button, which would otherwise be a list's Add or Remove. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {saveLabel}
        </button>
        <div className="profile-section__fields">{children}</div>
        <div className="profile-section__footer">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saveLabel}
          </button>
          <p
            className={`profile-status${shown ? ` profile-status--${shown.reason === "saved" ? "success" : "error"}` : ""}`}
            role="status"
            aria-live="polite"
          >
            {saving ? "Saving... ⏳" : (shown?.status ?? "")}
          </p>
        </div>
      </Form>
    </section>
  );
}
