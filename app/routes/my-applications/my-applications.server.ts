import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { SHORT_RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import {
  ALREADY_DECIDED_MESSAGE,
  APPLICATION_ID_FIELD,
  BAD_REQUEST_MESSAGE,
  INTENT_FIELD,
  NOT_FOUND_MESSAGE,
  PROPOSAL_INTENT,
  REPLY_INTENT,
  WITHDRAW_INTENT,
  WITHDRAWN_MESSAGE,
  type MyApplicationsReply,
} from "~/forms/my-applications";
import { parseWithZod } from "~/forms/parse-with-zod";
import {
  EARLIEST_START_FIELD,
  PROPOSAL_MESSAGES,
  PROPOSAL_NOTE_FIELD,
  proposalFrom,
  proposalSchema,
  QUOTED_DAY_RATE_FIELD,
} from "~/forms/proposal";
import { REPLY_FIELD, replySchema, REVIEW_MESSAGES } from "~/forms/review";
import { getActingUser, loginPath, requireUser } from "~/http/auth.server";
import { flashHeaders } from "~/http/flash.server";
import { noteFormRefused } from "~/http/form-answer.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { applicationsOfTrainer, updateProposal, withdrawApplication } from "~/services/my-applications.server";
import { replyToReview } from "~/services/reviews.server";
import { parseId } from "~/lib/ids";
import { formatPostedOn, postedDate } from "~/lib/requirement-matching";
import { paths } from "~/lib/paths";

/** The signed-in trainer's applications, each with the day it was sent. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const applications = await applicationsOfTrainer(user.email);
  return json({
    applications: applications.map((application) => ({
      ...application,
      appliedOn: postedDate(formatPostedOn(application.appliedAt)),
    })),
  });
}

/** Each field's typed value, bounded, to give back into the form after a refusal. */
function typedValues(form: FormData, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "").slice(0, 2000)]));
}

function fieldErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(error ?? {}).map(([field, messages]) => [field, messages ?? []]));
}

/**
 * Withdraw, Edit your proposal and the reply to a review (POST, Origin-checked by guardedFormData):
 * redirect-after-POST with a message on success and on a repeat; a 4xx with the message (and what was typed)
 * on the page otherwise.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(request), 303);
  // A refusal's page starts its title with "Error: " (docs/product.md section 5, "Where answers appear").
  const refuse = (status: number, message: string, details: Omit<MyApplicationsReply, "message"> = {}) => {
    noteFormRefused(context);
    return json<MyApplicationsReply>({ message, ...details }, { status });
  };
  const done = async (text: string, anchor?: string) =>
    redirect(anchor ? `${paths.myApplications}#${anchor}` : paths.myApplications, {
      status: 303,
      headers: await flashHeaders(request, { kind: "success", text }),
    });
  const id = parseId(form.get(APPLICATION_ID_FIELD));
  const intent = form.get(INTENT_FIELD);
  if (id === null) return refuse(400, BAD_REQUEST_MESSAGE);
  if (intent === WITHDRAW_INTENT) {
    const outcome = await withdrawApplication(user.email, id);
    if (outcome === "not-found") return refuse(404, NOT_FOUND_MESSAGE);
    // The row is still on the page: the refusal answers at its Withdraw (docs/product.md section 5).
    if (outcome === "decided")
      return refuse(409, ALREADY_DECIDED_MESSAGE, { applicationId: id, intent: WITHDRAW_INTENT });
    return done(WITHDRAWN_MESSAGE);
  }
  if (intent === PROPOSAL_INTENT) {
    const values = typedValues(form, [PROPOSAL_NOTE_FIELD, QUOTED_DAY_RATE_FIELD, EARLIEST_START_FIELD]);
    const details = { applicationId: id, intent, values };
    if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "my-applications", user.email))) {
      return refuse(429, SHORT_RATE_LIMIT_MESSAGE, details);
    }
    const submission = parseWithZod(form, { schema: proposalSchema });
    if (submission.status !== "success") {
      return refuse(400, "Please check your proposal.", { ...details, errors: fieldErrors(submission.error) });
    }
    const outcome = await updateProposal(user.email, id, proposalFrom(submission.value));
    if (outcome === "not-found") return refuse(404, NOT_FOUND_MESSAGE);
    if (outcome === "decided") return refuse(409, PROPOSAL_MESSAGES.notSent, details);
    return done(PROPOSAL_MESSAGES.saved, `application-${id}`);
  }
  if (intent === REPLY_INTENT) {
    const values = typedValues(form, [REPLY_FIELD]);
    const details = { applicationId: id, intent, values };
    if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "my-applications", user.email))) {
      return refuse(429, SHORT_RATE_LIMIT_MESSAGE, details);
    }
    const submission = parseWithZod(form, { schema: replySchema });
    if (submission.status !== "success") {
      return refuse(400, REVIEW_MESSAGES.reply, { ...details, errors: fieldErrors(submission.error) });
    }
    const outcome = await replyToReview(user.email, id, submission.value[REPLY_FIELD]);
    if (outcome === "not-found") return refuse(404, REVIEW_MESSAGES.noReview);
    if (outcome === "already-replied") return refuse(409, REVIEW_MESSAGES.alreadyReplied, details);
    return done(REVIEW_MESSAGES.replied, `application-${id}`);
  }
  return refuse(400, BAD_REQUEST_MESSAGE);
}
