import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import {
  completeVendorRating,
  VENDOR_FAILURE_MESSAGE,
  VENDOR_SIGN_IN_MESSAGE,
  VENDOR_SUCCESS_MESSAGE,
  vendorRatingSchema,
} from "~/forms/vendor-rating";
import {
  checkSubmission,
  issueChallenge,
  RATE_LIMIT_MESSAGE,
  withinRateLimit,
  type FormChallenge,
} from "~/server/services/abuse.server";
import { getUser } from "~/server/http/auth.server";
import { clientAddress } from "~/server/infra/security.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { loadVendorPage } from "~/server/services/vendor-directory.server";
import { submitVendorRating } from "~/server/services/vendors.server";

export const VENDOR_FORM_NAME = "vendor-rating";

export type VendorRatingReply = {
  result: SubmissionResult<string[]>;
  status: "success" | "error";
  message: string;
  challenge: FormChallenge;
};

export function vendorChallenge(): FormChallenge {
  return issueChallenge(VENDOR_FORM_NAME);
}

/** The page: one page of the ranked list for `?q=` and `?page=`, and the rating form's challenge (503 when the list failed). */
export async function vendorsPageLoader(request: Request) {
  const url = new URL(request.url);
  const page = await loadVendorPage(url.searchParams.get("q") ?? "", url.searchParams.get("page"));
  return json({ ...page, challenge: vendorChallenge() }, { status: page.error ? 503 : 200 });
}

/** The Provide Vendor Rating action: sign-in, abuse checks, validation, then the pending rating. */
export async function handleVendorRating(request: Request) {
  const formData = await guardedFormData(request);
  const submission = parseWithZod(formData, { schema: vendorRatingSchema });
  const answer = (
    status: number,
    kind: VendorRatingReply["status"],
    message: string,
    result = submission.reply({ formErrors: [message] }),
  ) => json<VendorRatingReply>({ result, status: kind, message, challenge: vendorChallenge() }, { status });

  const user = await getUser(request);
  if (!user) return answer(401, "error", VENDOR_SIGN_IN_MESSAGE);
  const verdict = await checkSubmission(VENDOR_FORM_NAME, formData, { captcha: false });
  if (!verdict.ok) return answer(400, "error", verdict.message);
  if (submission.status !== "success") {
    const formError = submission.error?.[""]?.[0];
    return answer(400, "error", formError ?? "Please check the fields marked below.", submission.reply());
  }
  if (!(await withinRateLimit(clientAddress(request), VENDOR_FORM_NAME, user.email)))
    return answer(429, "error", RATE_LIMIT_MESSAGE);
  try {
    await submitVendorRating(completeVendorRating(submission.value), user.email);
    return answer(200, "success", VENDOR_SUCCESS_MESSAGE, submission.reply({ resetForm: true }));
  } catch (error) {
    console.error("[vendors] storing a rating failed:", error);
    return answer(500, "error", VENDOR_FAILURE_MESSAGE);
  }
}
