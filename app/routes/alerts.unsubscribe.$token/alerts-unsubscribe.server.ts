import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { UNSUBSCRIBE_BAD_LINK, UNSUBSCRIBED_MESSAGE } from "~/forms/trainer-alerts";
import { noteFormRefused } from "~/http/form-answer.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { emailFromUnsubscribeToken, unsubscribeAlerts } from "~/services/trainer-alerts.server";

/**
 * The link carries a token: no cache keeps the page, and no Referer passes it to another site
 * ("same-origin", not "no-referrer": with no-referrer the browser sends `Origin: null` with the page's
 * own POST, which the request guards refuse as cross-site).
 */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

/**
 * GET only shows the button: mail scanners follow links, so a GET never changes anything. A link we
 * did not make is a 404 with a message.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const valid = emailFromUnsubscribeToken(params.token ?? "") !== null;
  return json({ valid }, { status: valid ? 200 : 404, headers: PRIVATE_HEADERS });
}

/**
 * The page's button, and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`) that a mail client
 * sends from the List-Unsubscribe header: either body unsubscribes. Needs no sign-in: the token is
 * the proof.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await guardedFormData(request);
  const done = await unsubscribeAlerts(params.token ?? "");
  // A refusal's page starts its title with "Error: " (docs/product.md section 5, "Where answers appear").
  if (!done) noteFormRefused(context);
  return json(
    { message: done ? UNSUBSCRIBED_MESSAGE : UNSUBSCRIBE_BAD_LINK, done },
    { status: done ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}
