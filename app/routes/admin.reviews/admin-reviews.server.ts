import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "~/forms/parse-with-zod";
import { HIDE_REASON_FIELD, hideReviewSchema, REVIEW_MESSAGES } from "~/forms/review";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { handleAdminAction } from "~/http/admin-action.server";
import { requireAdmin } from "~/http/auth.server";
import { hideReview, reviewsForAdmin } from "~/services/reviews.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ reviews: await reviewsForAdmin() });
}

/** Hide (decision record 0046): the review is kept, marked hidden, with the reason on it and in the audit log. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleAdminAction(
    request,
    {
      hide: async (id, admin, form) => {
        const submission = parseWithZod(form, { schema: hideReviewSchema });
        if (submission.status !== "success") {
          const message = submission.error?.[HIDE_REASON_FIELD]?.[0] ?? REVIEW_MESSAGES.reason;
          return { refused: message, field: HIDE_REASON_FIELD };
        }
        const outcome = await hideReview(id, submission.value[HIDE_REASON_FIELD], admin.email);
        // Already hidden, or no such review: about the review, not the reason typed.
        return outcome.ok ? outcome.message : { refused: outcome.message };
      },
    },
    { context, place: (id) => ADMIN_PLACES.review(id), fields: [HIDE_REASON_FIELD] },
  );
}
