import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { PageBanner } from "~/components/page-banner";
import { UNSUBSCRIBE_BAD_LINK } from "~/forms/trainer-alerts";
import { pageMeta } from "~/lib/page-meta";
import { action, headers, loader } from "./alerts-unsubscribe.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: "Unsubscribe from requirement alerts",
    description: "Stop the e-mails with new training requirements that match your skills.",
    path: paths.alertsUnsubscribe(""),
  }),
  { name: "robots", content: "noindex" },
];

/** Where the page answers its button (docs/product.md section 5, "Where answers appear"). */
const ANSWER = "unsubscribe-answer";

export default function Unsubscribe() {
  const { valid } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The answer replaces the form, at its place: without JavaScript the form posts to the page plus `#{ANSWER}`.
  const { action: answerAction } = useAnswerAction(ANSWER);
  return (
    <>
      <PageBanner purpose="marketplace" title="Requirement alerts" crumbs={[{ label: "Unsubscribe" }]} />
      <section className="section">
        <div className="container panel">
          {reply ? (
            <FormAnswer
              id={ANSWER}
              errors={reply.done ? [] : [{ message: reply.message }]}
              success={reply.done ? reply.message : undefined}
              answer={reply}
            />
          ) : valid ? (
            <>
              <p>Stop the e-mails with new training requirements that match your skills?</p>
              <Form method="post" action={answerAction}>
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

export { action, headers, loader };
