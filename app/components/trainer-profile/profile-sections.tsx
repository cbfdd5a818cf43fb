import { getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useRef } from "react";
import type { z } from "zod";
import type { ProfileFormValues } from "~/server/trainer-profile-form.server";
import { FieldError, TextAreaField, TextField } from "~/components/form/field";
import {
  additionalSchema,
  AUDIENCE_LABELS,
  AUDIENCES,
  basicSchema,
  INDUSTRIES,
  LANGUAGES,
  professionalSchema,
  TRAINING_MODE_LABELS,
  TRAINING_MODES,
  type ProfileSection,
} from "~/forms/trainer-profile";
import { ListField } from "./list-field";
import { SectionForm, type SectionReply } from "./section-form";
import { SkillsField } from "./skills-field";

export type ProfileReply = SectionReply & { result: SubmissionResult<string[]>; location?: string };

type SectionProps<T> = { values: T; reply: ProfileReply | undefined; signedIn: boolean };

/** The reply meant for this section, else nothing (each section keeps its own state). */
function replyFor(section: ProfileSection, reply: ProfileReply | undefined) {
  return reply?.section === section ? reply : undefined;
}

export function BasicSection({ values, reply, signedIn }: SectionProps<ProfileFormValues["basic"]>) {
  const mine = replyFor("basic", reply);
  const [form, fields] = useForm<z.input<typeof basicSchema>>({
    id: "profile-basic",
    lastResult: mine?.result,
    defaultValue: values,
    constraint: getZodConstraint(basicSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: basicSchema }),
  });
  const lookedUp = useRef(new Set<string>());
  async function lookUpPin(pin: string, target: HTMLFormElement | null) {
    const location = target?.elements.namedItem("location") as HTMLInputElement | null;
    if (!/^\d{6}$/.test(pin) || !location || location.value.trim() || lookedUp.current.has(pin)) return;
    lookedUp.current.add(pin);
    try {
      const answer = (await (await fetch(`/trainer-profile/pincode/${pin}`)).json()) as { location: string | null };
      if (answer.location && !location.value.trim()) form.update({ name: fields.location.name, value: answer.location });
    } catch {
      // A failed lookup is silent (SPEC.md section 8); the trainer can type the location.
    }
  }
  return (
    <SectionForm section="basic" title="Basic Profile Information" form={form} reply={mine} saveLabel="Save Basic Info">
      <TextField meta={fields.name} label="Full Name" autoComplete="name" className="field--half" />
      <div className="field field--half">
        <label className="field__label" htmlFor="profile-email">Email</label>
        <input id="profile-email" type="email" value={values.email} disabled readOnly aria-describedby="profile-email-hint" />
        <small className="field__hint" id="profile-email-hint">{signedIn ? "Your signed-in email; it identifies your profile." : "Sign in to save: your profile is kept under your signed-in email."}</small>
      </div>
      <ListField form={form} meta={fields.mobileNumbers} legend="Mobile Numbers" itemLabel={(i) => (i === 0 ? "Mobile number" : `Mobile number ${i + 1}`)} addLabel="Add mobile number" type="tel" inputMode="numeric" />
      <TextField
        meta={fields.pinCode}
        label="Pin Code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        className="field--half"
        onInput={(event) => void lookUpPin(event.currentTarget.value.trim(), event.currentTarget.form)}
      />
      <TextField meta={fields.location} label="Location" autoComplete="address-level2" className="field--half" hint="Left empty, it is filled from your pin code." />
      <SkillsField meta={fields.skills} />
      <TextField meta={fields.linkedIn} label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/you" className="field--half" />
      <div className="field field--half">
        <label className="field__label" htmlFor={fields.preferredTrainingMode.id}>Preferred Training Mode</label>
        <select {...getSelectProps(fields.preferredTrainingMode)}>
          {TRAINING_MODES.map((mode) => <option key={mode} value={mode}>{TRAINING_MODE_LABELS[mode]}</option>)}
        </select>
        <FieldError meta={fields.preferredTrainingMode} />
      </div>
      <TextField meta={fields.perDayCharge} label="Per Day Charge (₹)" type="number" min={0} step="any" className="field--half" />
    </SectionForm>
  );
}

export function ProfessionalSection({ values, reply }: SectionProps<ProfileFormValues["professional"]>) {
  const mine = replyFor("professional", reply);
  const [form, fields] = useForm<z.input<typeof professionalSchema>>({
    id: "profile-professional",
    lastResult: mine?.result,
    defaultValue: values,
    constraint: getZodConstraint(professionalSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: professionalSchema }),
  });
  return (
    <SectionForm section="professional" title="Professional & Availability" form={form} reply={mine} saveLabel="Save Professional Info">
      <TextField meta={fields.experience} label="Experience (years)" type="number" min={0} step="any" className="field--half" />
      <TextField meta={fields.trainingExperience} label="Training Experience (years)" type="number" min={0} step="any" className="field--half" />
      <ListField form={form} meta={fields.certifications} legend="Certifications" itemLabel={(i) => (i === 0 ? "Certification" : `Certification ${i + 1}`)} addLabel="Add certification" />
      <div className="field field--half">
        <label className="field__label" htmlFor={fields.languagesSpoken.id}>Languages Spoken</label>
        <select {...getSelectProps(fields.languagesSpoken)} multiple size={6}>
          {LANGUAGES.map((language) => <option key={language} value={language}>{language}</option>)}
        </select>
        <small className="field__hint">Choose several: tap each on a phone, hold Ctrl (or ⌘) on a computer.</small>
        <FieldError meta={fields.languagesSpoken} />
      </div>
      <div className="field field--half">
        <label className="field__label" htmlFor={fields.industryExpertise.id}>Industry Expertise</label>
        <select {...getSelectProps(fields.industryExpertise)} multiple size={6}>
          {INDUSTRIES.map((industry) => <option key={industry} value={industry}>{industry}</option>)}
        </select>
        <small className="field__hint">Choose several: tap each on a phone, hold Ctrl (or ⌘) on a computer.</small>
        <FieldError meta={fields.industryExpertise} />
      </div>
      <TextField meta={fields.availability} label="Availability" className="field--full" hint="Days and hours in IST, e.g. Weekdays 10:00–18:00 IST" />
    </SectionForm>
  );
}

export function AdditionalSection({ values, reply }: SectionProps<ProfileFormValues["additional"]>) {
  const mine = replyFor("additional", reply);
  const [form, fields] = useForm<z.input<typeof additionalSchema>>({
    id: "profile-additional",
    lastResult: mine?.result,
    defaultValue: values,
    constraint: getZodConstraint(additionalSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: additionalSchema }),
  });
  return (
    <SectionForm section="additional" title="Additional Information" form={form} reply={mine} saveLabel="Save Additional Info">
      <TextField meta={fields.portfolio} label="Portfolio" type="url" placeholder="https://" className="field--half" />
      <TextField meta={fields.hourlyRate} label="Hourly Rate" className="field--half" placeholder="e.g. ₹2,500" />
      <div className="field field--half">
        <label className="field__label" htmlFor={fields.preferredAudience.id}>Preferred Audience</label>
        <select {...getSelectProps(fields.preferredAudience)}>
          {AUDIENCES.map((audience) => <option key={audience} value={audience}>{AUDIENCE_LABELS[audience]}</option>)}
        </select>
      </div>
      <TextField meta={fields.education} label="Education" className="field--half" />
      <TextAreaField meta={fields.notes} label="Notes" rows={4} className="field--full" />
    </SectionForm>
  );
}

