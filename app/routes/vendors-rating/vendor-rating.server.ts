import { parseWithZod } from "~/forms/parse-with-zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { isDatabaseUnavailable } from "~/infra/db.server";
import {
  completeVendorRating,
  VENDOR_FAILURE_MESSAGE,
  VENDOR_SIGN_IN_MESSAGE,
  VENDOR_FORM_NAME,
  VENDOR_SUCCESS_MESSAGE,
  vendorRatingSchema,
  type VendorRatingReply,
} from "~/forms/vendor-rating";
import { RATE_LIMIT_MESSAGE, type Challenge } from "~/forms/abuse";
import { checkSubmission, issueChallenge, withinRateLimit } from "~/services/abuse.server";
import { getActingUser } from "~/http/auth.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { requestFacts } from "~/http/request-facts.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { loadVendorPage } from "~/services/vendor-directory.server";
import { submitVendorRating } from "~/services/vendors.server";
import { formDraftFor, sentFormDraftHeaders } from "~/http/form-draft.server";
import { servedChallenge } from "~/http/served-challenge.server";
import { formDraftDefaults } from "~/lib/form-drafts";
import { noteFormRefused } from "~/http/form-answer.server";

export function vendorChallenge(): Challenge {
  return issueChallenge(VENDOR_FORM_NAME);
}

/**
 * The page: one page of the ranked list for `?q=` and `?page=`, the rating form's challenge (503 when the list
 * failed), and what the visitor typed before signing in (its form draft, shown until the form is sent).
 */
export async function vendorsPageLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const [page, draft] = await Promise.all([
    loadVendorPage(url.searchParams.get("q") ?? "", url.searchParams.get("page")),
    formDraftFor(request, "vendor-rating"),
  ]);
  return json(
    {
      ...page,
      challenge: servedChallenge(context, VENDOR_FORM_NAME, vendorChallenge()),
      draft: formDraftDefaults(draft),
    },
    { status: page.error ? 503 : 200 },
  );
}

/** The Provide Vendor Rating action: sign-in, abuse checks, validation, then the pending rating. */
export async function handleVendorRating(request: Request, context: AppLoadContext) {
  const formData = await guardedFormData(request);
  const submission = parseWithZod(formData, { schema: vendorRatingSchema });
  const answer = (
    status: number,
    reason: VendorRatingReply["reason"],
    message: string,
    result = submission.reply({ formErrors: [message] }),
    headers: HeadersInit = {},
  ) => {
    if (status >= 400) noteFormRefused(context);
    return json<VendorRatingReply>({ result, reason, message, challenge: vendorChallenge() }, { status, headers });
  };

  // Everything below reads or writes the database; while it is away the answer is a 503 with the values.
  return unlessDatabaseAway(
    "vendors",
    async () => {
      const user = await getActingUser(request);
      if (!user) return answer(401, "sign-in", VENDOR_SIGN_IN_MESSAGE);
      const verdict = await checkSubmission(VENDOR_FORM_NAME, formData, { captcha: false });
      if (!verdict.ok) return answer(400, verdict.reason, verdict.message);
      if (submission.status !== "success") {
        const formError = submission.error?.[""]?.[0];
        return answer(400, "invalid", formError ?? "Please check the fields marked below.", submission.reply());
      }
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, VENDOR_FORM_NAME, user.email)))
        return answer(429, "rate-limit", RATE_LIMIT_MESSAGE);
      try {
        await submitVendorRating(completeVendorRating(submission.value), user.email);
        // The rating is sent: a draft kept across the sign-in is used up.
        const sent = (await sentFormDraftHeaders(request, "vendor-rating")).map((cookie): [string, string] => [
          "Set-Cookie",
          cookie,
        ]);
        return answer(200, "sent", VENDOR_SUCCESS_MESSAGE, submission.reply({ resetForm: true }), sent);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        console.error("[vendors] storing a rating failed:", error);
        return answer(500, "failed", VENDOR_FAILURE_MESSAGE);
      }
    },
    () => answer(503, "failed", VENDOR_FAILURE_MESSAGE),
  );
}
