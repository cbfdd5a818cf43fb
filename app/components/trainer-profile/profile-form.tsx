import { getFormProps, type DefaultValue } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type * as z from "zod/mini";
import { useForm } from "~/components/form/use-form";
import { CV_INTENT, type CvUploadReply } from "~/forms/cv-upload";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import {
  flatProfileValues,
  PROFILE_FORM_ID,
  profileSchema,
  profileSchemaFor,
  type ProfileFieldValue,
  type ProfileFormMetadata,
  type ProfileFormValues,
  type ProfileSaveReply,
  SECTIONS,
  sectionsSavedLine,
} from "~/forms/trainer-profile";
import { useDraftAutosave } from "~/hooks/use-draft-autosave";
import { useLeaveWarning } from "~/hooks/use-leave-warning";
import { sectionStates, unsavedSections } from "~/lib/trainer-profile-draft";
import { useRootData } from "~/hooks/use-root-data";
import type { SectionReply } from "./section-panel";
import { AdditionalSection, BasicSection, ProfessionalSection } from "./profile-sections";

type ProfileInput = z.input<typeof profileSchema>;

/**
 * After a save the server answers with the section as stored; the browser's fields still hold what was posted
 * (an empty Location the pin code filled, say): put the stored values in place. A page rendered with the answer
 * (posted before the scripts ran) already shows them.
 */
function useStoredValuesShown(form: ProfileFormMetadata, reply: ProfileSaveReply | undefined) {
  const rendered = useRef(reply);
  useEffect(() => {
    if (reply === rendered.current) return;
    for (const [name, value] of Object.entries(reply?.corrections ?? {})) {
      form.update({ name, value } as Parameters<typeof form.update>[0]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [reply]);
}

/**
 * /trainer-profile's one form (docs/product.md sections 2 and 4): the three sections, and the page's other
 * buttons passed as `children` (CV upload, alerts, "Delete my profile"), so that every button posts what was
 * typed anywhere on the page. Each section's heading shows its state, and a line above them how many read
 * "Saved", computed as the trainer types (docs/product.md section 4, "Saved or not"); leaving the page with unsaved
 * values asks first. The values come from the saved
 * profile overlaid with the draft, or from the server's answer to the last post.
 */
export function ProfileForm({
  values,
  saved,
  savedSections,
  reply,
  signedIn,
  children,
}: {
  values: ProfileFormValues;
  /** What is saved (the empty form when nothing is), one value per field. */
  saved: Record<string, ProfileFieldValue>;
  /** The sections whose Save has stored them. */
  savedSections: readonly string[];
  reply: ProfileSaveReply | CvUploadReply | undefined;
  signedIn: boolean;
  children: ReactNode;
}) {
  // What a post is checked against depends on its button (profileSchemaFor), so the checked value has no one type.
  const [form] = useForm<ProfileInput, unknown>({
    id: PROFILE_FORM_ID,
    lastResult: reply?.result,
    defaultValue: flatProfileValues(values) as DefaultValue<ProfileInput>,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchemaFor(formData) }),
  });
  const { flash } = useRootData();
  // Without JavaScript a save answers with a redirect: its message is the flash aimed at the section.
  const flashed: SectionReply | undefined = SECTIONS.find((section) => section === flash?.target)
    ? {
        section: flash!.target as SectionReply["section"],
        reason: flash!.kind === "success" ? "saved" : "failed",
        status: flash!.text,
      }
    : undefined;
  const answered = reply?.section === CV_INTENT ? undefined : reply;
  const sectionReply: SectionReply | undefined = answered ?? flashed;
  const unsaved = unsavedSections((form.value ?? {}) as Record<string, unknown>, saved);
  useLeaveWarning(unsaved.length > 0);
  const states = sectionStates(unsaved, savedSections);
  const savedCount = SECTIONS.filter((section) => states[section] === "saved").length;
  useStoredValuesShown(form, answered);
  const autosave = useDraftAutosave(saved);
  return (
    <Form method="post" {...getFormProps(form)} className="profile-form" onInput={autosave} onChange={autosave}>
      {/*
        Enter in a field presses a form's first submit button. Without JavaScript that is this one: it keeps what
        was typed and saves nothing (with JavaScript, Enter saves the field's own section instead).
      */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Keep what I typed
      </button>
      <p className="profile-progress">
        <strong>{sectionsSavedLine(savedCount)}</strong>
        <span className="profile-progress__pips" aria-hidden="true">
          {SECTIONS.map((section) => (
            <span key={section} className={`profile-progress__pip profile-progress__pip--${states[section]}`} />
          ))}
        </span>
      </p>
      <BasicSection
        form={form}
        reply={sectionReply}
        state={states.basic}
        email={values.basic.email}
        signedIn={signedIn}
      />
      <ProfessionalSection form={form} reply={sectionReply} state={states.professional} />
      <AdditionalSection form={form} reply={sectionReply} state={states.additional} />
      {children}
    </Form>
  );
}
