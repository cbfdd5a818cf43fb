import { json, redirect } from "@remix-run/node";
import {
  ALREADY_DECIDED_MESSAGE,
  APPLICATION_ID_FIELD,
  BAD_REQUEST_MESSAGE,
  INTENT_FIELD,
  NOT_FOUND_MESSAGE,
  WITHDRAW_INTENT,
  WITHDRAWN_MESSAGE,
  type MyApplicationsReply,
} from "~/forms/my-applications";
import { getActingUser, loginPath } from "~/server/http/auth.server";
import { flashHeaders } from "~/server/http/flash.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { withdrawApplication } from "~/server/services/my-applications.server";
import { parseId } from "~/lib/ids";
import { paths } from "~/lib/paths";

/**
 * Withdraw (POST, Origin-checked by guardedFormData): redirect-after-POST with a message on success
 * and on a repeat; a 4xx with the message on the page otherwise.
 */
export async function myApplicationsAction(request: Request) {
  const form = await guardedFormData(request);
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(request), 303);
  const refuse = (status: number, message: string) => json<MyApplicationsReply>({ message }, { status });
  const id = parseId(form.get(APPLICATION_ID_FIELD));
  if (form.get(INTENT_FIELD) !== WITHDRAW_INTENT || id === null) {
    return refuse(400, BAD_REQUEST_MESSAGE);
  }
  const outcome = await withdrawApplication(user.email, id);
  if (outcome === "not-found") return refuse(404, NOT_FOUND_MESSAGE);
  if (outcome === "decided") return refuse(409, ALREADY_DECIDED_MESSAGE);
  return redirect(paths.myApplications, {
    status: 303,
    headers: await flashHeaders(request, { kind: "success", text: WITHDRAWN_MESSAGE }),
  });
}
