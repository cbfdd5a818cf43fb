import { redirect, redirectDocument } from "@remix-run/node";
import { FORM_DRAFT_FIELD, FORM_DRAFT_RETURN_FIELD, isFormDraftKey, isFormDraftPage } from "~/lib/form-drafts";
import { PROFILE_LIST_CAPS } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashHeaders } from "~/http/flash.server";
import { keepFormDraft } from "~/http/form-draft.server";
import { startGoogleSignIn } from "~/http/google-sign-in.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { getConfig } from "~/infra/config.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { FormDraftTooLargeError } from "~/services/form-drafts.server";

export const SIGN_IN_RATE_LIMITED =
  "Too many sign-ins from your connection in the last minute, so nothing you typed was kept this time. Please wait a minute, then go back and press Sign In again.";

/** The readable page of a refused Sign In: a page of its own (the post was a document navigation, decision 0038). */
function rateLimitedPage(): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please wait a minute</title></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Please wait a minute</h1>' +
    `<p>${SIGN_IN_RATE_LIMITED}</p><p><a href="/">Go to the home page</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
  });
}

export const FORM_DRAFT_TOO_LARGE =
  "What you typed is too long to keep while you sign in. Please shorten it, or copy it before you sign in.";

/**
 * POST /auth/sign-in from a form's own Sign In button: keeps what was typed as the browser's form draft, then
 * signs in (the local sign-in page where it is offered, else Google) and returns to the form's page, where its
 * loader restores the draft. Without a known form or a target on that form's page nothing is kept, and the
 * sign-in goes on as from the sign-in control.
 */
export async function keepFormDraftAndSignIn(request: Request) {
  // Counted like every form post, before the form is read: one client cannot fill the draft store (decision 0058).
  if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "sign-in"))) return rateLimitedPage();
  // The trainer profile's lists (`mobileNumbers[0]`, ...) are its only indexed fields; other forms have none.
  const form = await guardedFormData(request.clone(), { listCaps: PROFILE_LIST_CAPS });
  const returnTo = safeRedirect(form.get(FORM_DRAFT_RETURN_FIELD), paths.home);
  const key = form.get(FORM_DRAFT_FIELD);
  const headers = new Headers();
  if (isFormDraftKey(key) && isFormDraftPage(key, returnTo)) {
    try {
      const cookie = await keepFormDraft(request, key, form, returnTo);
      if (cookie) headers.append("Set-Cookie", cookie);
    } catch (error) {
      if (!(error instanceof FormDraftTooLargeError)) throw error;
      return new Response(FORM_DRAFT_TOO_LARGE, {
        status: 413,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
  const config = getConfig();
  if (config.localSignIn.enabled) {
    // A document redirect: the next page is a page of its own, whether the form was sent with JavaScript or not.
    return redirectDocument(paths.authLocal({ redirectTo: returnTo }), { status: 303, headers });
  }
  if (!config.google) {
    for (const cookie of new Headers(
      await flashHeaders(request, { kind: "error", text: "Sign-in is not configured on this site." }),
    ).getSetCookie())
      headers.append("Set-Cookie", cookie);
    return redirect(returnTo, { status: 303, headers });
  }
  try {
    return await startGoogleSignIn(request, returnTo);
  } catch (response) {
    if (response instanceof Response)
      for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
    throw response;
  }
}
