import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { UNSUBSCRIBE_BAD_LINK, UNSUBSCRIBED_MESSAGE } from "~/forms/trainer-alerts";
import { pageMeta } from "~/lib/page-meta";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { emailFromUnsubscribeToken, unsubscribeAlerts } from "~/server/services/trainer-alerts.server";

/**
 * The link carries a token: no cache keeps the page, and no Referer passes it to another site
 * ("same-origin", not "no-referrer": with no-referrer the browser sends `Origin: null` with the page's
 * own POST, which the request guards refuse as cross-site).
 */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction = () => [
  ...pageMeta({
    title: "Unsubscribe from requirement alerts",
    description: "Stop the e-mails with new training requirements that match your skills.",
    path: "/alerts/unsubscribe",
  }),
  { name: "robots", content: "noindex" },
];

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
export async function action({ request, params }: ActionFunctionArgs) {
  await guardedFormData(request);
  const done = await unsubscribeAlerts(params.token ?? "");
  return json(
    { message: done ? UNSUBSCRIBED_MESSAGE : UNSUBSCRIBE_BAD_LINK, done },
    { status: done ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}

export default function Unsubscribe() {
  const { valid } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner title="Requirement alerts" crumbs={[{ label: "Unsubscribe" }]} />
      <section className="section">
        <div className="container panel">
          {reply ? (
            <p className={reply.done ? "notice" : "notice notice--warning"} role={reply.done ? "status" : "alert"}>
              {reply.message}
            </p>
          ) : valid ? (
            <>
              <p>Stop the e-mails with new training requirements that match your skills?</p>
              <Form method="post">
                <input type="hidden" name="List-Unsubscribe" value="One-Click" />
                <button type="submit" className="btn btn--primary">
                  Unsubscribe
                </button>
              </Form>
              <p>You can turn alerts on again on your trainer profile.</p>
            </>
          ) : (
            <p className="notice notice--warning" role="alert">
              {UNSUBSCRIBE_BAD_LINK}
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
