import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { PageBanner } from "~/components/page-banner";
import { INTENT_FIELD } from "~/forms/enrolment-link";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, headers, loader } from "./enrolment-link.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: "Your place in a batch",
    description: "Cancel your seat in a batch, or take a seat that has become free.",
    path: paths.enrolment(""),
  }),
  { name: "robots", content: "noindex" },
];

/** Where the page answers its buttons (docs/product.md section 5, "Where answers appear"). */
const ANSWER = "enrolment-link-answer";

/** A learner's private link (docs/product.md, "Courses, batches and seats"): the place, and its one button. */
export default function EnrolmentLinkPage() {
  const { link, badLink } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply?.outcome === "cancelled" || reply?.outcome === "left" || reply?.outcome === "taken";
  // Both buttons answer at the top of the panel: without JavaScript they post to the page plus `#{ANSWER}`.
  const { action: answerAction } = useAnswerAction(ANSWER);
  return (
    <>
      <PageBanner
        title="Your place in a batch"
        crumbs={[{ label: "Courses", to: paths.courses() }, { label: "Your place" }]}
      />
      <section className="section">
        <div className="container panel stack" style={{ maxWidth: 820 }}>
          {reply ? (
            <FormAnswer
              id={ANSWER}
              errors={done ? [] : [{ message: reply.message }]}
              success={done ? reply.message : undefined}
              answer={reply}
            />
          ) : null}
          {link && !done ? (
            <>
              <h2>{link.courseTitle}</h2>
              <p>
                {link.name}, {link.status === "enrolled" ? "you have a seat" : "you are on the waiting list"}:{" "}
                {link.dates}, {link.schedule}, {link.mode}.
              </p>
              {link.status === "waiting" && link.seatFree && link.open ? (
                <Form method="post" action={answerAction}>
                  <button type="submit" name={INTENT_FIELD} value="take" className="btn btn--primary">
                    Take the free seat
                  </button>
                </Form>
              ) : null}
              <Form method="post" action={answerAction}>
                <button type="submit" name={INTENT_FIELD} value="cancel" className="btn btn--outline">
                  {link.status === "enrolled" ? "Cancel my seat" : "Leave the waiting list"}
                </button>
              </Form>
              <p>
                <Link to={paths.course(link.courseSlug)}>The course page</Link>
              </p>
            </>
          ) : !reply ? (
            <p className="notice notice--warning" role="alert">
              {badLink}
            </p>
          ) : (
            <p>
              <Link to={paths.courses()}>Browse the course catalogue</Link>
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, headers, loader };
