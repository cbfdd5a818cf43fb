import { useRef } from "react";
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { isPinCode } from "~/lib/pincode";
import { TRAINING_MODE_LABELS, TRAINING_MODES } from "~/lib/training-modes";
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  FIELD_LABELS,
  INDUSTRIES,
  LANGUAGES,
  type ProfileFormMetadata,
  type SectionState,
} from "~/forms/trainer-profile";
import { ListField } from "./list-field";
import { SectionPanel, type SectionReply } from "./section-panel";
import { SkillsField } from "./skills-field";
import { paths } from "~/lib/paths";

/** A section of the one profile form: its fields come from the form's metadata; its state shows at its heading. */
type SectionProps = { form: ProfileFormMetadata; reply: SectionReply | undefined; state: SectionState };

/** A select's options from the schema's values, with their labels where they have them. */
function optionsOf<T extends string>(values: readonly T[], labels?: Record<T, string>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

export function BasicSection({
  form,
  reply,
  state,
  email,
  signedIn,
}: SectionProps & { email: string; signedIn: boolean }) {
  const fields = form.getFieldset();
  const lookedUp = useRef(new Set<string>());
  async function lookUpPin(pin: string, target: HTMLFormElement | null) {
    const location = target?.elements.namedItem("location") as HTMLInputElement | null;
    if (!isPinCode(pin) || !location || location.value.trim() || lookedUp.current.has(pin)) return;
    lookedUp.current.add(pin);
    try {
      const answer = (await (await fetch(paths.pincode(pin))).json()) as { location: string | null };
      if (answer.location && !location.value.trim()) {
        form.update({ name: fields.location.name, value: answer.location });
        // Conform sets the field without an input event: tell the form's listeners (the draft autosave), or a
        // lookup that answers after the autosave's second never reaches the draft.
        target?.dispatchEvent(new Event("input", { bubbles: true }));
      }
    } catch {
      // A failed lookup is silent (docs/product.md section 8); the trainer can type the location.
    }
  }
  return (
    <SectionPanel
      form={form}
      section="basic"
      title="Basic Profile Information"
      reply={reply}
      state={state}
      saveLabel="Save Basic Info"
    >
      <TextField meta={fields.name} label={FIELD_LABELS.name} autoComplete="name" className="field--half" />
      <div className="field field--half">
        <label className="field__label" htmlFor="profile-email">
          Email
        </label>
        <input id="profile-email" type="email" value={email} disabled readOnly aria-describedby="profile-email-hint" />
        <small className="field__hint" id="profile-email-hint">
          {signedIn
            ? "Your signed-in email; it identifies your profile."
            : "Sign in to save: your profile is kept under your signed-in email."}
        </small>
      </div>
      <ListField
        form={form}
        meta={fields.mobileNumbers}
        legend={FIELD_LABELS.mobileNumbers}
        itemLabel={(i) => (i === 0 ? "Mobile number" : `Mobile number ${i + 1}`)}
        addLabel="Add mobile number"
        type="tel"
        inputMode="numeric"
      />
      <TextField
        meta={fields.pinCode}
        label={FIELD_LABELS.pinCode}
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        className="field--half"
        onInput={(event) => void lookUpPin(event.currentTarget.value.trim(), event.currentTarget.form)}
      />
      <TextField
        meta={fields.location}
        label={FIELD_LABELS.location}
        autoComplete="address-level2"
        className="field--half"
        hint="Left empty, it is filled from your pin code."
      />
      <SkillsField meta={fields.skills} />
      <TextField
        meta={fields.linkedIn}
        label={FIELD_LABELS.linkedIn}
        type="url"
        placeholder="https://www.linkedin.com/in/you"
        className="field--half"
      />
      <SelectField
        meta={fields.preferredTrainingMode}
        label={FIELD_LABELS.preferredTrainingMode}
        options={optionsOf(TRAINING_MODES, TRAINING_MODE_LABELS)}
        className="field--half"
      />
      <TextField
        meta={fields.perDayCharge}
        label={FIELD_LABELS.perDayCharge}
        type="number"
        min={0}
        step="any"
        className="field--half"
      />
    </SectionPanel>
  );
}

export function ProfessionalSection({ form, reply, state }: SectionProps) {
  const fields = form.getFieldset();
  return (
    <SectionPanel
      form={form}
      section="professional"
      title="Professional & Availability"
      reply={reply}
      state={state}
      saveLabel="Save Professional Info"
    >
      <TextField
        meta={fields.experience}
        label={FIELD_LABELS.experience}
        type="number"
        min={0}
        step="any"
        className="field--half"
      />
      <TextField
        meta={fields.trainingExperience}
        label={FIELD_LABELS.trainingExperience}
        type="number"
        min={0}
        step="any"
        className="field--half"
      />
      <ListField
        form={form}
        meta={fields.certifications}
        legend={FIELD_LABELS.certifications}
        itemLabel={(i) => (i === 0 ? "Certification" : `Certification ${i + 1}`)}
        addLabel="Add certification"
      />
      <CheckboxGroupField
        meta={fields.languagesSpoken}
        legend={FIELD_LABELS.languagesSpoken}
        options={LANGUAGES}
        className="field--full"
      />
      <CheckboxGroupField
        meta={fields.industryExpertise}
        legend={FIELD_LABELS.industryExpertise}
        options={INDUSTRIES}
        className="field--full choice-group--wide"
      />
      <TextField
        meta={fields.availability}
        label={FIELD_LABELS.availability}
        className="field--full"
        hint="Days and hours in IST, e.g. Weekdays 10:00–18:00 IST"
      />
    </SectionPanel>
  );
}

export function AdditionalSection({ form, reply, state }: SectionProps) {
  const fields = form.getFieldset();
  return (
    <SectionPanel
      form={form}
      section="additional"
      title="Additional Information"
      reply={reply}
      state={state}
      saveLabel="Save Additional Info"
    >
      <TextField
        meta={fields.portfolio}
        label={FIELD_LABELS.portfolio}
        type="url"
        placeholder="https://"
        className="field--half"
      />
      <TextField
        meta={fields.hourlyRate}
        label={FIELD_LABELS.hourlyRate}
        className="field--half"
        placeholder="e.g. ₹2,500"
      />
      <SelectField
        meta={fields.preferredAudience}
        label={FIELD_LABELS.preferredAudience}
        options={optionsOf(AUDIENCES, AUDIENCE_LABELS)}
        className="field--half"
      />
      <TextField meta={fields.education} label={FIELD_LABELS.education} className="field--half" />
      <TextAreaField meta={fields.notes} label={FIELD_LABELS.notes} rows={4} className="field--full" />
    </SectionPanel>
  );
}
