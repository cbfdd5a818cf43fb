import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { BAD_LINK_MESSAGE, INTENT_FIELD, linkIntents, linkMessages } from "~/forms/enrolment-link";
import { noteFormRefused } from "~/http/form-answer.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { enrolmentLink, actOnEnrolmentLink } from "~/services/enrolments.server";

/** The link carries a token: no cache keeps the page, and no Referer passes it on (as the alerts' unsubscribe link). */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

/** GET only shows the place and its button: mail scanners follow links, so a GET never changes anything. */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = await enrolmentLink(params.token ?? "");
  if (link.status === "unknown") {
    return json({ link: null, badLink: BAD_LINK_MESSAGE }, { status: 404, headers: PRIVATE_HEADERS });
  }
  return json({ link, badLink: null }, { headers: PRIVATE_HEADERS });
}

/** Cancel a seat (or leave the waiting list), or take a freed seat; the token is the proof, used once. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await guardedFormData(request);
  const intent = linkIntents.find((candidate) => candidate === formData.get(INTENT_FIELD));
  // A refusal's page starts its title with "Error: " (docs/product.md section 5, "Where answers appear").
  if (!intent) {
    noteFormRefused(context);
    return json({ outcome: null, message: "Please use one of the page's buttons." }, { status: 400 });
  }
  const outcome = await actOnEnrolmentLink(params.token ?? "", intent);
  const status = { cancelled: 200, left: 200, taken: 200, full: 409, closed: 409, unknown: 404 }[outcome];
  if (status !== 200) noteFormRefused(context);
  return json({ outcome, message: linkMessages[outcome] }, { status, headers: PRIVATE_HEADERS });
}
