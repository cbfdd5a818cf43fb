import type { Submission } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, type TypedResponse } from "@remix-run/node";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import {
  ALREADY_ENROLLED_MESSAGE,
  BATCH_CLOSED_MESSAGE,
  BATCH_FIELD,
  NO_SUCH_BATCH_MESSAGE,
  batchEnrolmentForm as form,
  enrolledText,
  waitingText,
  type BatchEnrolmentReply,
} from "~/forms/batch-enrolment";
import { parseWithZod } from "~/forms/parse-with-zod";
import { parseId } from "~/lib/ids";
import { paths } from "~/lib/paths";
import { signedInContact } from "~/http/auth.server";
import { abuseRefusal } from "~/http/enquiry-action.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { requestFacts } from "~/http/request-facts.server";
import { isDatabaseUnavailable } from "~/infra/db.server";
import { checkSubmission, issueChallenge, withinRateLimit } from "~/services/abuse.server";
import { coursePage } from "~/services/course-catalogue.server";
import { enrolInBatch } from "~/services/enrolments.server";

const FAILURE_MESSAGE = "Sorry, we could not book your place just now. Please try again; what you typed is kept.";

/** The course and its upcoming batches, each with its form's challenge; 404 for no such course, 410 for an archived one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await coursePage(params.slug ?? "");
  if (page.status === "missing") throw json(null, { status: 404 });
  if (page.status === "archived") {
    throw json(`${page.title} is no longer in our catalogue.`, { status: 410, statusText: "Gone" });
  }
  return json({
    course: page.course,
    batches: page.batches.map((batch) => ({ ...batch, challenge: issueChallenge(form.formName) })),
    defaults: await signedInContact(request),
    canonical: paths.course(page.course.slug),
  });
}

/**
 * A batch's enrolment form: the abuse checks and validation of every enquiry form, the rate limit, then a seat or a
 * waiting-list place (the seat rule of decision record 0062). A cancelled or started batch answers 409.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardedFormData(request);
  const { clientAddress } = await requestFacts(request);
  const submission = parseWithZod(formData, { schema: form.schema });
  const batchId = parseId(formData.get(BATCH_FIELD));
  const answer = (status: number, data: Omit<BatchEnrolmentReply, "challenge" | "batchId">) =>
    json<BatchEnrolmentReply>({ ...data, batchId, challenge: issueChallenge(form.formName) }, { status });
  try {
    return await checkAndEnrol(clientAddress, params.slug ?? "", batchId, formData, submission, answer);
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    console.error(`[enrolments] an enrolment failed${unavailable ? " (database unavailable)" : ""}:`, error);
    return answer(unavailable ? 503 : 500, {
      result: submission.reply({ formErrors: [FAILURE_MESSAGE] }),
      reason: "failed",
      message: FAILURE_MESSAGE,
      outcome: null,
    });
  }
}

async function checkAndEnrol(
  clientAddress: string,
  slug: string,
  batchId: number | null,
  formData: FormData,
  submission: Submission<unknown, string[]>,
  answer: (
    status: number,
    data: Omit<BatchEnrolmentReply, "challenge" | "batchId">,
  ) => TypedResponse<BatchEnrolmentReply>,
) {
  const verdict = await checkSubmission(form.formName, formData, { clientAddress });
  if (!verdict.ok) return answer(400, { ...abuseRefusal(verdict, submission), outcome: null });
  if (submission.status !== "success" || batchId === null) {
    return answer(400, { result: submission.reply(), reason: "invalid", message: null, outcome: null });
  }
  const values = submission.value as { name: string; email: string; phone: string };
  if (!(await withinRateLimit(clientAddress, form.formName, values.email))) {
    return answer(429, {
      result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }),
      reason: "rate-limit",
      message: RATE_LIMIT_MESSAGE,
      outcome: null,
    });
  }
  const result = await enrolInBatch({
    batchId,
    courseSlug: slug,
    name: values.name,
    email: values.email,
    mobile: values.phone,
    clientAddress,
  });
  switch (result.status) {
    case "missing":
    case "closed": {
      const message = result.status === "missing" ? NO_SUCH_BATCH_MESSAGE : BATCH_CLOSED_MESSAGE;
      return answer(result.status === "missing" ? 404 : 409, {
        result: submission.reply({ formErrors: [message] }),
        reason: "failed",
        message,
        outcome: null,
      });
    }
    case "duplicate":
      return answer(409, {
        result: submission.reply({ fieldErrors: { email: [ALREADY_ENROLLED_MESSAGE] } }),
        reason: "invalid",
        message: null,
        outcome: null,
      });
    default: {
      return answer(200, {
        result: submission.reply({ resetForm: true }),
        reason: "sent",
        message: result.status === "enrolled" ? enrolledText(values.name) : waitingText(values.name),
        outcome: result.status,
      });
    }
  }
}
