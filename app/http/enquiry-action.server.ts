import { parseWithZod } from "~/forms/parse-with-zod";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { json, type AppLoadContext, type TypedResponse } from "@remix-run/node";
import { CAPTCHA_FIELD, RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import type { EnquiryKind, EnquiryReply, EnquiryValues } from "~/forms/enquiry";
import { enquiryForms } from "~/forms/enquiry-forms";
import { enquiryReplies } from "~/forms/enquiry-replies";
import { checkSubmission, issueChallenge, withinRateLimit, type AbuseVerdict } from "~/services/abuse.server";
import { storeEnquiry, successText, type EnquiryAddition } from "~/services/enquiries.server";
import { postRequirement } from "~/services/requirements.server";
import { isDatabaseUnavailable } from "~/infra/db.server";
import { noteFormRefused } from "./form-answer.server";
import { guardedFormData } from "./guarded-form.server";
import { requestFacts, type RequestFacts } from "./request-facts.server";

/**
 * The action of the four enquiry forms (contact, enrolment, post-requirement, workshop): checks abuse,
 * validates with the form's schema, stores through the enquiries service (a posted requirement through the
 * requirements service too, in the same transaction), and answers with the reply text or the errors (an
 * EnquiryReply, app/forms/enquiry.ts).
 */

/** What a kind of enquiry also stores, in the enquiry's own transaction. */
const additions: Partial<Record<EnquiryKind, EnquiryAddition>> = { requirement: postRequirement };

/**
 * Handles a POST of one enquiry form; always answers with an EnquiryReply. A route's action is
 * `export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context)`: a
 * function, not
 * a call at module scope, so that the browser build can drop it (this module is empty there).
 */
export async function handleEnquiry(request: Request, kind: EnquiryKind, context: AppLoadContext) {
  const definition = enquiryForms[kind];
  const formData = await guardedFormData(request);
  const facts = await requestFacts(request);
  const submission = parseWithZod(formData, { schema: definition.schema });
  const answer = (status: number, data: Omit<EnquiryReply, "challenge">) => {
    if (status >= 400) noteFormRefused(context);
    return json<EnquiryReply>({ ...data, challenge: issueChallenge(definition.formName) }, { status });
  };

  try {
    return await checkAndStore(facts, kind, formData, submission, answer);
  } catch (error) {
    // The visitor's values come back with the message, so nothing typed is lost; a database that is
    // away (or restarting) answers 503, which the visitor may simply send again.
    const unavailable = isDatabaseUnavailable(error);
    console.error(
      `[enquiries] a ${definition.formName} enquiry failed${unavailable ? " (database unavailable)" : ""}:`,
      error,
    );
    return answer(unavailable ? 503 : 500, {
      result: submission.reply({ formErrors: [enquiryReplies[kind].failure] }),
      reason: "failed",
      message: enquiryReplies[kind].failure,
    });
  }
}

/**
 * The reply to a form the abuse checks refused (every form with a captcha, docs/product.md section 5): a wrong
 * captcha is the captcha field's message, the field errors kept; anything else is the form's own message.
 */
export function abuseRefusal(
  verdict: Exclude<AbuseVerdict, { ok: true }>,
  submission: Submission<unknown, string[]>,
): { result: SubmissionResult<string[]>; reason: typeof verdict.reason; message: string | null } {
  if (verdict.reason === "captcha") {
    const fieldErrors = submission.status === "error" ? { ...(submission.error as Record<string, string[]>) } : {};
    return {
      result: submission.reply({ fieldErrors: { ...fieldErrors, [CAPTCHA_FIELD]: [verdict.message] } }),
      reason: verdict.reason,
      message: null,
    };
  }
  return {
    result: submission.reply({ formErrors: [verdict.message] }),
    reason: verdict.reason,
    message: verdict.message,
  };
}

/** Abuse checks, validation, the rate limit, then the stored enquiry: everything that reads or writes the database. */
async function checkAndStore(
  { clientAddress, user }: RequestFacts,
  kind: EnquiryKind,
  formData: FormData,
  submission: Submission<unknown, string[]>,
  answer: (status: number, data: Omit<EnquiryReply, "challenge">) => TypedResponse<EnquiryReply>,
) {
  const definition = enquiryForms[kind];
  const verdict = await checkSubmission(definition.formName, formData, { clientAddress });
  if (!verdict.ok) return answer(400, abuseRefusal(verdict, submission));
  if (submission.status !== "success") {
    return answer(400, { result: submission.reply(), reason: "invalid", message: null });
  }
  const values = submission.value as EnquiryValues;
  if (!(await withinRateLimit(clientAddress, definition.formName, values.email))) {
    return answer(429, {
      result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }),
      reason: "rate-limit",
      message: RATE_LIMIT_MESSAGE,
    });
  }
  const id = await storeEnquiry(kind, values, { userEmail: user?.email ?? null, clientAddress }, additions[kind]);
  return answer(200, {
    result: submission.reply({ resetForm: true }),
    reason: "sent",
    message: successText(kind, values.name, id),
  });
}
