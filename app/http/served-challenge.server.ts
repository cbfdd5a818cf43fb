import type { AppLoadContext } from "@remix-run/node";
import type { Challenge } from "~/forms/abuse";
import type { EnquiryKind } from "~/forms/enquiry";
import { enquiryForms } from "~/forms/enquiry-forms";
import { enquiryChallenge } from "~/services/enquiries.server";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * Set only when server/page-cache.ts renders a page once to keep it (decision record 0018): it swaps the
     * challenge's per-request parts (the sealed token, the captcha's question) for placeholders that it fills
     * with a freshly issued challenge of the same form on every answer.
     */
    challengePlaceholder?: (formName: string, challenge: Challenge) => Challenge;
  }
}

/** The challenge an enquiry form is served with, or its placeholder in a page the page cache keeps. */
export function servedEnquiryChallenge(context: AppLoadContext, kind: EnquiryKind): Challenge {
  return servedChallenge(context, enquiryForms[kind].formName, enquiryChallenge(kind));
}

/** The challenge `formName` is served with (issued for this answer), or its placeholder in a kept page. */
export function servedChallenge(context: AppLoadContext, formName: string, challenge: Challenge): Challenge {
  return context.challengePlaceholder?.(formName, challenge) ?? challenge;
}
