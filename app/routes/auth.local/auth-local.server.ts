import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "~/forms/parse-with-zod";
import { json, redirect } from "@remix-run/node";
import { LOCAL_SIGN_IN_FAILED, localSignInSchema, type LocalSignInReply } from "~/forms/local-sign-in";
import { unlessDatabaseAway } from "~/http/outage.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInHeaders } from "~/http/auth.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { getConfig } from "~/infra/config.server";
import { noteFormRefused, otherPageLocation } from "~/http/form-answer.server";
import { paths } from "~/lib/paths";

export function loader({ request }: LoaderFunctionArgs) {
  return json(localSignInPage(request));
}

export function action({ request, context }: ActionFunctionArgs) {
  return localSignIn(request, context);
}

/** A site that does not offer local sign-in answers as if the page did not exist. */
function assertOffered(): void {
  if (!getConfig().localSignIn.enabled) throw new Response("Not Found", { status: 404 });
}

export function localSignInPage(request: Request) {
  assertOffered();
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), paths.home),
    adminEmails: getConfig().adminEmails,
  };
}

/** Signs in through the same server-side session as Google; a bad form answers 400 with what was typed. */
export async function localSignIn(request: Request, context: AppLoadContext) {
  assertOffered();
  const form = await guardedFormData(request);
  const submission = parseWithZod(form, { schema: localSignInSchema });
  if (submission.status !== "success") {
    noteFormRefused(context);
    return json<LocalSignInReply>({ result: submission.reply(), reason: "invalid" }, { status: 400 });
  }
  const { name, email, redirectTo } = submission.value;
  // The session is a row: while the database is away the answer is a 503 with what was typed.
  return unlessDatabaseAway(
    "auth",
    async () => {
      const headers = await signInHeaders(request, { name, email: email.toLowerCase(), picture: null });
      return redirect(otherPageLocation(safeRedirect(redirectTo, paths.home)), { headers });
    },
    () => {
      noteFormRefused(context);
      return json<LocalSignInReply>(
        { result: submission.reply({ formErrors: [LOCAL_SIGN_IN_FAILED] }), reason: "failed" },
        { status: 503 },
      );
    },
  );
}
