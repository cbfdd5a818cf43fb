import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminAnswerNote, useAdminAnswers } from "~/components/admin/admin-answer";
import { AdminTable } from "~/components/admin/admin-table";
import { BatchForm, CourseForm } from "~/components/admin/course-forms";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { datesLine, modeLine, priceLabel, scheduleLine } from "~/lib/batch-schedule";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { action, loader } from "./admin-course.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    matches,
    title: `${data?.course.title ?? "Course"} · Back office`,
    description: "A course, its batches, their enrolments and waiting lists.",
    path: paths.adminCourse(data?.course.id ?? ""),
  });

const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6];

/** One course in the back office (docs/product.md, "Courses, batches and seats"). */
export default function AdminCourse() {
  const { course, batches } = useLoaderData<typeof loader>();
  const answers = useAdminAnswers([
    ADMIN_PLACES.course(course.id),
    ADMIN_PLACES.courseDetails,
    ADMIN_PLACES.newBatch,
    ...batches.flatMap((batch) => [
      ADMIN_PLACES.batch(batch.id),
      ...(batch.cancelledAt ? [] : [ADMIN_PLACES.batchEdit(batch.id)]),
    ]),
  ]);
  const typed = (place: string) => answers.at(place)?.refusal?.values;
  return (
    <>
      <p>
        <Link to={paths.adminCourses}>All courses</Link> ·{" "}
        {course.archivedAt ? "Archived" : <Link to={paths.course(course.slug)}>The course page</Link>}
      </p>
      <h1>{course.title}</h1>
      {/* An answer about a batch no longer on the page: at the top, under the same id. */}
      <AdminAnswerNote answer={answers.lost} />
      <div className="admin-row-actions">
        <AdminAnswerNote answer={answers.at(ADMIN_PLACES.course(course.id))} />
        {course.archivedAt ? (
          <RowAction
            intent="restore-course"
            id={course.id}
            place={ADMIN_PLACES.course(course.id)}
            label="Restore to the catalogue"
          />
        ) : (
          <RowAction
            intent="archive-course"
            id={course.id}
            place={ADMIN_PLACES.course(course.id)}
            label="Archive"
            tone="danger"
          />
        )}
      </div>
      <section aria-labelledby="course-details-title" className="panel">
        <h2 id="course-details-title">Details</h2>
        <CourseForm
          formId={ADMIN_PLACES.courseDetails}
          intent="save-course"
          id={course.id}
          values={
            typed(ADMIN_PLACES.courseDetails) ?? {
              title: course.title,
              slug: course.slug,
              category: course.category,
              price: String(course.priceUsd),
              lessons: String(course.lessons),
              hours: String(course.hours),
              trainer: course.trainer,
              summary: course.summary,
              outline: course.outline,
            }
          }
          answer={answers.at(ADMIN_PLACES.courseDetails)}
          submitLabel="Save the course"
        />
      </section>
      <section aria-labelledby="batches-title">
        <h2 id="batches-title">Batches</h2>
        {batches.length === 0 ? <p>No batches yet.</p> : null}
        {batches.map((batch) => (
          <section key={batch.id} className="panel" aria-labelledby={`admin-batch-${batch.id}`}>
            <AdminAnswerNote answer={answers.at(ADMIN_PLACES.batch(batch.id))} />
            <h3 id={`admin-batch-${batch.id}`}>
              Batch {datesLine(batch.startsOn, batch.endsOn)}
              {batch.cancelledAt ? " (cancelled)" : ""}
            </h3>
            <p>
              {scheduleLine(batch)} · {modeLine(batch)} · {priceLabel(batch.priceUsd ?? course.priceUsd)} ·{" "}
              {batch.seatsTaken} of {batch.seatsTotal} seats taken
            </p>
            <AdminTable labelledBy={`admin-batch-${batch.id}`} columns={["Since", "Name", "Email", "Mobile", "Status"]}>
              {batch.enrolments.map((row) => (
                <tr key={row.id}>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{row.mobile}</td>
                  <td>
                    {row.status === "waiting" ? "Waiting list" : row.status === "enrolled" ? "Enrolled" : "Cancelled"}
                  </td>
                </tr>
              ))}
            </AdminTable>
            <p>
              <a href={paths.adminEnrolmentsCsv(batch.id)} download>
                Download the enrolments as CSV
              </a>
            </p>
            {batch.cancelledAt ? null : (
              <>
                {/* Open while it holds its answer: a refusal, or "Batch saved." */}
                <details open={answers.at(ADMIN_PLACES.batchEdit(batch.id)) !== null}>
                  <summary>Edit this batch</summary>
                  <BatchForm
                    formId={ADMIN_PLACES.batchEdit(batch.id)}
                    intent="save-batch"
                    id={batch.id}
                    values={
                      typed(ADMIN_PLACES.batchEdit(batch.id)) ?? {
                        startsOn: batch.startsOn,
                        endsOn: batch.endsOn,
                        day: WEEKDAY_NUMBERS.filter((day) => batch.classDays & (1 << day)).map(String),
                        startsAt: batch.startsAt,
                        endsAt: batch.endsAt,
                        mode: batch.mode,
                        city: batch.city ?? "",
                        seats: String(batch.seatsTotal),
                        price: batch.priceUsd === null ? "" : String(batch.priceUsd),
                      }
                    }
                    answer={answers.at(ADMIN_PLACES.batchEdit(batch.id))}
                    submitLabel="Save the batch"
                  />
                </details>
                <RowAction
                  intent="cancel-batch"
                  id={batch.id}
                  place={ADMIN_PLACES.batch(batch.id)}
                  label="Cancel this batch"
                  tone="danger"
                />
              </>
            )}
          </section>
        ))}
      </section>
      <section aria-labelledby="add-batch-title" className="panel">
        <h2 id="add-batch-title">Add a batch</h2>
        <BatchForm
          formId={ADMIN_PLACES.newBatch}
          intent="add-batch"
          id={course.id}
          values={typed(ADMIN_PLACES.newBatch) ?? { mode: "online", startsAt: "10:00", endsAt: "13:00" }}
          answer={answers.at(ADMIN_PLACES.newBatch)}
          submitLabel="Add the batch"
        />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
