import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/plain-text";

/**
 * The back office's edit of a requirement (/admin/requirements, intent `save`): its whole contract, read by the
 * form (names, maxLength) and by the action (requirementEditFrom), so the limits are written once.
 */
export type RequirementEdit = { topic: string; trainingTopicName: string; details: string };

/** The posted names: `leadDetails` is the admin form's wire name for the details (decision 0030). */
export const REQUIREMENT_EDIT_FIELDS = {
  topic: "topic",
  trainingTopicName: "trainingTopicName",
  details: "leadDetails",
} as const satisfies Record<keyof RequirementEdit, string>;

/** The most each edited field keeps (the inputs' maxLength; longer posts are cut to it). */
export const REQUIREMENT_EDIT_LIMITS: Record<keyof RequirementEdit, number> = {
  topic: 120,
  trainingTopicName: 120,
  details: 2000,
};

export const REQUIREMENT_EDIT_INCOMPLETE =
  "Please fill in the topic, the title and the details: none of them can be left empty.";

/**
 * An admin's edit of a requirement from the posted form: each field trimmed and cut to its limit. All three are
 * needed; a missing one refuses the edit with a message that says so.
 */
export function requirementEditFrom(
  form: Pick<FormData, "get">,
): { ok: true; edit: RequirementEdit } | { ok: false; message: string; field: keyof RequirementEdit } {
  const text = (name: keyof RequirementEdit) =>
    String(form.get(REQUIREMENT_EDIT_FIELDS[name]) ?? "")
      .trim()
      .slice(0, REQUIREMENT_EDIT_LIMITS[name]);
  const edit = { topic: text("topic"), trainingTopicName: text("trainingTopicName"), details: text("details") };
  const fields = Object.keys(edit) as (keyof RequirementEdit)[];
  // The refusal names the first field in error, which the error summary links to (docs/product.md section 5).
  const empty = fields.find((name) => !edit[name]);
  if (empty) return { ok: false, message: REQUIREMENT_EDIT_INCOMPLETE, field: empty };
  // The details are a textarea (tabs and new lines are text there); the database refuses a NUL.
  const controlled = fields.find((name) => hasControlCharacters(edit[name], { multiline: name === "details" }));
  if (controlled) return { ok: false, message: CONTROL_CHARACTERS_MESSAGE, field: controlled };
  return { ok: true, edit };
}
