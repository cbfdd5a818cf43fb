import { redirect, redirectDocument } from "@remix-run/node";
import { FORM_DRAFT_FIELD, FORM_DRAFT_RETURN_FIELD, isFormDraftKey, isFormDraftPage } from "~/lib/form-drafts";
import { PROFILE_LIST_CAPS } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashHeaders } from "~/server/http/flash.server";
import { keepFormDraft } from "~/server/http/form-draft.server";
import { startGoogleSignIn } from "~/server/http/google-sign-in.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { getConfig } from "~/server/infra/config.server";
import { FormDraftTooLargeError } from "~/server/services/form-drafts.server";

export const FORM_DRAFT_TOO_LARGE =
  "What you typed is too long to keep while you sign in. Please shorten it, or copy it before you sign in.";

/**
 * POST /auth/sign-in from a form's own Sign In button: keeps what was typed as the browser's form draft, then
 * signs in (the local sign-in page where it is offered, else Google) and returns to the form's page, where its
 * loader restores the draft. Without a known form or a target on that form's page nothing is kept, and the
 * sign-in goes on as from the sign-in control.
 */
export async function keepFormDraftAndSignIn(request: Request) {
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
