import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import {
  CAPTCHA_FIELD,
  checkSubmission,
  issueChallenge,
  RATE_LIMIT_MESSAGE,
  withinRateLimit,
  type FormChallenge,
} from "~/server/services/abuse.server";
import {
  enquiryForms,
  storeEnquiry,
  successText,
  type EnquiryKind,
  type EnquiryValues,
} from "~/server/services/enquiries.server";
import { clientAddress } from "~/server/infra/security.server";
import { getUser } from "./auth.server";
import { guardedFormData } from "./guarded-form.server";

/**
 * The action of the four enquiry forms (contact, enrolment, post-requirement, workshop): checks abuse,
 * validates with the form's schema, stores through the enquiries service, and answers with the reply
 * text or the errors.
 */

export type EnquiryActionData = {
  result: SubmissionResult<string[]>;
  status: "success" | "error";
  message: string | null;
  challenge: FormChallenge;
};

/** Handles a POST of one enquiry form; always answers with EnquiryActionData. */
export async function handleEnquiry(request: Request, kind: EnquiryKind) {
  const definition = enquiryForms[kind];
  const formData = await guardedFormData(request);
  const submission = parseWithZod(formData, { schema: definition.schema });
  const answer = (status: number, data: Omit<EnquiryActionData, "challenge">) =>
    json<EnquiryActionData>({ ...data, challenge: issueChallenge(definition.formName) }, { status });

  const verdict = await checkSubmission(definition.formName, formData);
  if (!verdict.ok) {
    const fieldErrors = submission.status === "error" ? { ...(submission.error as Record<string, string[]>) } : {};
    if (verdict.reason === "captcha") {
      return answer(400, {
        result: submission.reply({ fieldErrors: { ...fieldErrors, [CAPTCHA_FIELD]: [verdict.message] } }),
        status: "error",
        message: null,
      });
    }
    return answer(400, {
      result: submission.reply({ formErrors: [verdict.message] }),
      status: "error",
      message: verdict.message,
    });
  }
  if (submission.status !== "success") {
    return answer(400, { result: submission.reply(), status: "error", message: null });
  }
  const values = submission.value as EnquiryValues;
  if (!(await withinRateLimit(clientAddress(request), definition.formName, values.email))) {
    return answer(429, {
      result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }),
      status: "error",
      message: RATE_LIMIT_MESSAGE,
    });
  }
  try {
    const user = await getUser(request);
    const id = await storeEnquiry(kind, values, {
      userEmail: user?.email ?? null,
      clientAddress: clientAddress(request),
    });
    return answer(200, {
      result: submission.reply({ resetForm: true }),
      status: "success",
      message: successText(kind, values.name, id),
    });
  } catch (error) {
    console.error(`[enquiries] storing a ${definition.formName} enquiry failed:`, error);
    return answer(500, {
      result: submission.reply({ formErrors: [definition.failure] }),
      status: "error",
      message: definition.failure,
    });
  }
}
