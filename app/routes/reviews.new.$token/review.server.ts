import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { SHORT_RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { parseWithZod } from "~/forms/parse-with-zod";
import { RATING_FIELD, REVIEW_MESSAGES, REVIEW_TEXT_FIELD, reviewSchema, type ReviewFormReply } from "~/forms/review";
import { paths } from "~/lib/paths";
import { flashHeaders } from "~/http/flash.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { postReview, reviewLinkFor } from "~/services/reviews.server";
import { noteFormRefused, otherPageLocation } from "~/http/form-answer.server";

/** The link carries a token: no cache keeps the page, and no Referer passes it on (as the unsubscribe link). */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

/**
 * GET shows the form (mail scanners follow links, so a GET never spends the link). A token we did not mint is the
 * site's 404; a used or expired link is a 410 that says which; a self-review's link a 403 that says why
 * (app/lib/self-review.ts).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = await reviewLinkFor(params.token ?? "");
  if (!link) throw json(null, { status: 404, headers: PRIVATE_HEADERS });
  const status = link.state === "open" ? 200 : link.state === "self-review" ? 403 : 410;
  return json({ link }, { status, headers: PRIVATE_HEADERS });
}

/** Posts the review: refused input comes back with what was typed; a spent link says so (410). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  const values = {
    [RATING_FIELD]: String(form.get(RATING_FIELD) ?? "").slice(0, 10),
    [REVIEW_TEXT_FIELD]: String(form.get(REVIEW_TEXT_FIELD) ?? "").slice(0, 2000),
  };
  const refuse = (status: number, reply: Omit<ReviewFormReply, "values">) => {
    noteFormRefused(context);
    return json<ReviewFormReply>({ ...reply, values }, { status, headers: PRIVATE_HEADERS });
  };
  return unlessDatabaseAway(
    "review",
    async () => {
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "review"))) {
        return refuse(429, { errors: {}, message: SHORT_RATE_LIMIT_MESSAGE });
      }
      const submission = parseWithZod(form, { schema: reviewSchema });
      if (submission.status !== "success") {
        const errors = Object.fromEntries(
          Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages ?? []]),
        );
        return refuse(400, { errors });
      }
      const outcome = await postReview(params.token ?? "", {
        rating: submission.value[RATING_FIELD],
        text: submission.value[REVIEW_TEXT_FIELD],
      });
      if (outcome === "not-found") throw json(null, { status: 404, headers: PRIVATE_HEADERS });
      if (outcome === "self-review") return refuse(403, { errors: {}, message: REVIEW_MESSAGES.selfReview });
      if (outcome !== "posted") {
        return refuse(410, {
          errors: {},
          message: outcome === "used" ? REVIEW_MESSAGES.used : REVIEW_MESSAGES.expired,
        });
      }
      return redirect(otherPageLocation(paths.home), {
        status: 303,
        headers: await flashHeaders(request, { kind: "success", text: REVIEW_MESSAGES.thanks }),
      });
    },
    () => refuse(503, { errors: {}, message: REVIEW_MESSAGES.unavailable }),
  );
}
