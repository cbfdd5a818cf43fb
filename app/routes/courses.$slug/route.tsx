import type { MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { BatchList } from "~/components/courses/batch-list";
import { CoursePageJsonLd } from "~/components/courses/course-json-ld";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./course-page.server";

/** One column of reading width; the banner above keeps to it (PageBanner `column`). */
const COLUMN = 920;

export const meta: MetaFunction<typeof loader> = ({ data, params }) =>
  pageMeta({
    title: data ? `${data.course.title} course` : "Course",
    description: data?.course.description ?? "An Edukon Training course.",
    path: data?.canonical ?? paths.course(params.slug ?? ""),
  });

/**
 * A course's page (docs/product.md, "Courses, batches and seats"): what it teaches and for whom, its trainer, and its
 * upcoming batches with their seats and enrolment forms.
 */
export default function CoursePage() {
  const { course, batches, defaults, canonical } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title={course.title}
        lead={course.description}
        crumbs={[{ label: "Courses", to: paths.courses() }, { label: course.title }]}
        column={COLUMN}
      />
      <section className="section">
        <div className="container stack" style={{ maxWidth: COLUMN }}>
          <dl className="course-facts">
            <div>
              <dt>Category</dt>
              <dd>{course.cate}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{course.price}</dd>
            </div>
            <div>
              <dt>Lessons</dt>
              <dd>{course.totalLessons} lessons</dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>{course.hours} hours</dd>
            </div>
            <div>
              <dt>Trainer</dt>
              <dd>{course.authorName}</dd>
            </div>
          </dl>
          <h2>Summary</h2>
          <p>{course.description}</p>
          <h2>Outline</h2>
          <ul>
            {course.outline.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {course.courseSingle ? (
            <p>
              <Link to={course.courseSingle}>Read the {course.title} tutorials</Link>
            </p>
          ) : null}
          <h2 id="batches">Upcoming batches</h2>
          <BatchList batches={batches} reply={reply} defaults={defaults} action={() => paths.course(course.slug)} />
          <p>
            None of these dates suits you?{" "}
            <Link to={paths.courseEnroll(course.title)}>Send us an enrolment enquiry</Link> and we will share the next
            batch.
          </p>
        </div>
      </section>
      <CoursePageJsonLd course={course} url={canonical} batches={batches} />
    </>
  );
}

/** An archived course: 410, with the way back to the catalogue; anything else as every route shows it. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <section className="section error-page">
        <div className="container">
          <h1>This course is no longer offered</h1>
          <p className="error-page__message">{typeof error.data === "string" ? error.data : null}</p>
          <Link className="btn btn--primary" to={paths.courses()}>
            Browse the course catalogue
          </Link>
        </div>
      </section>
    );
  }
  return <RouteErrorBoundary />;
}

export { action, loader };
