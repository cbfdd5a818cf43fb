/**
 * Where the back office's forms answer (docs/product.md section 5, "Where answers appear"): each row of a list (an
 * article, a section, a table row) and each form with fields has a place, named here once for the action that answers
 * and the page that shows the answer. The answer is the element `{place}-answer`: every form posts to its page plus
 * that fragment and the redirect after it names it too, so without JavaScript the browser opens the page at the
 * answer; a field of a form is `{place}-{field name}`, which the error summary links to.
 */

/** The element that holds the answer given at `place`. */
export const adminAnswerId = (place: string) => `${place}-answer`;

/** The field `name` of the form whose place is `place` (the error summary's link to it). */
export const adminFieldId = (place: string, name: string) => `${place}-${name}`;

/** The places of the back office's pages, by what they answer about. */
export const ADMIN_PLACES = {
  /** A requirement's article on /admin/requirements: Publish, Close, Remove, Revoke manage links. */
  requirement: (id: number | string) => `requirement-${id}`,
  /** The edit form in that article (Save). */
  requirementEdit: (id: number | string) => `requirement-edit-${id}`,
  /** A mail's row on /admin/outbox (Retry). */
  mail: (id: number | string) => `mail-${id}`,
  /** A submission's row on /admin/vendors: a new vendor, or a rating with its vendor (Approve, Reject). */
  vendor: (id: number | string) => `vendor-${id}`,
  rating: (id: number | string) => `rating-${id}`,
  /** A review's row on /admin/reviews (Hide, with its reason). */
  review: (id: number | string) => `review-${id}`,
  /** The top of a course's page (Archive, Restore; where a new course is announced). */
  course: (id: number | string) => `course-${id}`,
  /** The course's details form, on its page. */
  courseDetails: "course",
  /** The "Add a course" form on /admin/courses. */
  newCourse: "new-course",
  /** A batch's section on its course's page (Cancel this batch). */
  batch: (id: number | string) => `admin-batch-${id}`,
  /** That batch's edit form. */
  batchEdit: (id: number | string) => `batch-${id}`,
  /** The "Add a batch" form. */
  newBatch: "batch-new",
} as const;
