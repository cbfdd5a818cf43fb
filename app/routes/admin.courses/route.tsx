import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { CourseForm } from "~/components/admin/course-forms";
import { priceLabel } from "~/lib/batch-schedule";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./admin-courses.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Courses · Back office",
    description: "The course catalogue: courses, batches and enrolments.",
    path: paths.adminCourses,
  });

/** The operator's catalogue (docs/product.md, "Courses, batches and seats"): every course, and a form to add one. */
export default function AdminCourses() {
  const { courses } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refusal = reply && "refusal" in reply ? reply.refusal : null;
  return (
    <>
      <h1>Courses</h1>
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
          formId="new-course"
          intent="create-course"
          values={refusal?.values ?? {}}
          errors={refusal?.errors ?? {}}
          submitLabel="Add the course"
        />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
