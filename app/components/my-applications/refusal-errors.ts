import type { AnswerError } from "~/components/form/form-answer";
import type { MyApplicationsReply } from "~/forms/my-applications";

/**
 * The error summary of a refused form on /my-applications (docs/product.md section 5, "Where answers appear"): each
 * field's first error, linked to its field (`<field>-<application id>`, the ids of the forms' inputs); a refusal that
 * is about no field (too many saves, no longer Sent, already replied) is the summary's one line.
 */
export function refusalErrors(
  refusal: MyApplicationsReply | null,
  fields: readonly string[],
  applicationId: number,
): AnswerError[] {
  if (!refusal) return [];
  const fieldErrors = fields.flatMap((field) => {
    const message = refusal.errors?.[field]?.[0];
    return message ? [{ message, fieldId: `${field}-${applicationId}` }] : [];
  });
  return fieldErrors.length > 0 ? fieldErrors : [{ message: refusal.message }];
}
