import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BatchFacts } from "~/components/courses/batch-list";
import { EnquiryForm } from "~/components/form/enquiry-form";
import { datesLine } from "~/lib/batch-schedule";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { SignInKeepingDraft } from "~/components/sign-in-control";
import { COURSE_TITLE_FIELD, ENROLL_SIGN_IN_NOTE, enrollmentForm as form } from "~/forms/enrollment";
import { action, loader } from "./course-enroll.server";
import { paths } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    matches,
    title: data?.courseTitle ? `Enroll for ${data.courseTitle}` : "Course Enrollment",
    description: "Enrol in an Edukon Training course: tell us who you are and we will share the next batch.",
    path: paths.courseEnroll(),
  });

// The header's Sign In keeps the enrolment's typed values, where the page shows the form (decision record 0060).
export const handle: RouteHandle = {
  pageForm: (data) =>
    (data as { courseTitle?: string } | undefined)?.courseTitle ? { draft: "course-enroll", formId: form.id } : null,
};

export default function CourseEnroll() {
  const { courseTitle, schedule, challenge, defaults, signedIn } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title="Course Enrollment"
        lead={
          courseTitle ? (
            <>
              You are enrolling for <strong>{courseTitle}</strong>.
            </>
          ) : undefined
        }
        crumbs={[{ label: "Courses", to: paths.courses() }, { label: "Enroll" }]}
      />
      <section className="section">
        <div className="container" style={{ maxWidth: 820 }}>
          {schedule && schedule.batches.length > 0 ? (
            <section className="panel stack" aria-labelledby="upcoming-batches">
              <h2 id="upcoming-batches">Upcoming batches</h2>
              <ul className="batch-list">
                {schedule.batches.map((batch) => (
                  <li key={batch.id}>
                    <BatchFacts batch={batch} />
                    <Link to={paths.courseBatch(schedule.slug, batch.id)}>
                      Enrol in the batch from {datesLine(batch.startsOn, batch.endsOn)}
                    </Link>
                  </li>
                ))}
              </ul>
              <p>Or send the enquiry below and we will find a batch that suits you.</p>
            </section>
          ) : null}
          {courseTitle ? (
            <div className="panel stack">
              {!signedIn ? (
                <div className="form-message form-message--info">
                  {/* One string: split into text and {" "}, React would render two text nodes. */}
                  {`${ENROLL_SIGN_IN_NOTE} `}
                  {/* A button of the enrolment form: what was typed goes along and comes back after sign-in. */}
                  <SignInKeepingDraft draft="course-enroll" formId={form.id} className="btn btn--small btn--outline" />
                </div>
              ) : null}
              <EnquiryForm
                form={form}
                challenge={reply?.challenge ?? challenge}
                reply={reply}
                defaultValue={defaults}
                hidden={{ [COURSE_TITLE_FIELD]: courseTitle }}
              />
            </div>
          ) : (
            <div className="empty-state">
              <p>Choose a course first: every course in the catalogue has an enrol button.</p>
              <p>
                <Link className="btn btn--primary" to={paths.courses()}>
                  Browse courses
                </Link>
              </p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
