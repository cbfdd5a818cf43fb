import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminAnswerNote, useAdminAnswers } from "~/components/admin/admin-answer";
import { AdminTable } from "~/components/admin/admin-table";
import { CourseForm } from "~/components/admin/course-forms";
import { priceLabel } from "~/lib/batch-schedule";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./admin-courses.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Courses · Back office",
    description: "The course catalogue: courses, batches and enrolments.",
    path: paths.adminCourses,
  });

/** The operator's catalogue (docs/product.md, "Courses, batches and seats"): every course, and a form to add one. */
export default function AdminCourses() {
  const { courses } = useLoaderData<typeof loader>();
  const answers = useAdminAnswers([ADMIN_PLACES.newCourse]);
  const answer = answers.at(ADMIN_PLACES.newCourse);
  return (
    <>
      <h1>Courses</h1>
      <AdminAnswerNote answer={answers.lost} />
      <AdminTable columns={["Course", "Category", "Price", "Upcoming batches", "Enrolled", "Waiting", "Status"]}>
        {courses.map((course) => (
          <tr key={course.id}>
            <td>
              <Link to={paths.adminCourse(course.id)}>{course.title}</Link>
            </td>
            <td>{course.category}</td>
            <td>{priceLabel(course.priceUsd)}</td>
            <td>{course.batches}</td>
            <td>{course.enrolled}</td>
            <td>{course.waiting}</td>
            <td>{course.archivedAt ? "Archived" : "In the catalogue"}</td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="add-course-title" className="panel">
        <h2 id="add-course-title">Add a course</h2>
        <CourseForm
          formId={ADMIN_PLACES.newCourse}
          intent="create-course"
          values={answer?.refusal?.values ?? {}}
          answer={answer}
          submitLabel="Add the course"
        />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
