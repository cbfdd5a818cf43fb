import type { AppLoadContext } from "@remix-run/node";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { BATCH_FIELDS, COURSE_FIELDS, batchEditFrom, courseEditFrom } from "~/forms/course-edit";
import { parseId } from "~/lib/ids";
import { paths } from "~/lib/paths";
import {
  addBatch,
  cancelBatch,
  createCourse,
  setCourseArchived,
  updateBatch,
  updateCourse,
  type AdminWrite,
} from "~/services/course-admin.server";
import { getActingUser, requireAdmin } from "./auth.server";
import {
  ADMIN_GONE,
  ADMIN_UNKNOWN_ACTION,
  adminAnswer,
  postedValues,
  refuseAdminForm,
  type AdminRefusal,
} from "./admin-action.server";
import { guardedFormData } from "./guarded-form.server";

/**
 * The actions of /admin/courses and /admin/courses/{id} (docs/product.md, "Courses, batches and seats"): an admin
 * only, refused cross-site, audited by the service. They answer as every back-office action does
 * (app/http/admin-action.server.ts; docs/product.md section 5, "Where answers appear"): a change is a redirect to the
 * page at the answer's place (a reload never repeats it); a refused form is its page (400) with what was typed and a
 * message at each wrong field, listed in an error summary at the top of the form, so nothing typed is lost.
 */

const FIELDS = [...COURSE_FIELDS, ...BATCH_FIELDS];

/** A form's errors in its fields' order. */
const inOrder = (errors: Partial<Record<string, string>>, order: readonly string[]): AdminRefusal["errors"] =>
  order.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));

export async function courseAdminAction(request: Request, context: AppLoadContext) {
  await getActingUser(request);
  const admin = await requireAdmin(request);
  const form = await guardedFormData(request);
  const intent = form.get("intent");
  const id = form.get("id") === null ? null : parseId(form.get("id"));
  const done = (place: string, text: string, to?: string) => adminAnswer(request, { place, kind: "success", text, to });
  const gone = (place: string) => adminAnswer(request, { place, kind: "error", text: ADMIN_GONE });
  const refuse = (place: string, errors: Partial<Record<string, string>>, values: AdminRefusal["values"]) =>
    refuseAdminForm(context, { place, errors: inOrder(errors, FIELDS), values });
  // A write the service refused for one field (a slug already taken, seats below those taken) is refused like the form.
  const wrote = async (result: AdminWrite, place: string, success: (id: number) => Promise<Response>) => {
    if (result === null) return gone(place);
    if (!result.ok) return refuse(place, { [result.field]: result.message }, postedValues(form, FIELDS, ["day"]));
    return success(result.id);
  };

  switch (intent) {
    case "create-course": {
      const place = ADMIN_PLACES.newCourse;
      const checked = courseEditFrom(form);
      if (!checked.ok) return refuse(place, checked.errors, checked.values);
      // The new course's page, with the news at its top.
      return wrote(await createCourse(checked.value, admin.email), place, (newId) =>
        done(ADMIN_PLACES.course(newId), `Course "${checked.value.title}" added.`, paths.adminCourse(newId)),
      );
    }
    case "save-course": {
      if (id === null) break;
      const place = ADMIN_PLACES.courseDetails;
      const checked = courseEditFrom(form);
      if (!checked.ok) return refuse(place, checked.errors, checked.values);
      return wrote(await updateCourse(id, checked.value, admin.email), place, () => done(place, "Course saved."));
    }
    case "archive-course":
    case "restore-course": {
      if (id === null) break;
      const place = ADMIN_PLACES.course(id);
      const archive = intent === "archive-course";
      if (!(await setCourseArchived(id, archive, admin.email))) return gone(place);
      return done(place, archive ? "Course archived: it left the catalogue." : "Course restored to the catalogue.");
    }
    case "add-batch": {
      if (id === null) break;
      const place = ADMIN_PLACES.newBatch;
      const checked = batchEditFrom(form);
      if (!checked.ok) return refuse(place, checked.errors, checked.values);
      return wrote(await addBatch(id, checked.value, admin.email), place, () => done(place, "Batch added."));
    }
    case "save-batch": {
      if (id === null) break;
      const place = ADMIN_PLACES.batchEdit(id);
      const checked = batchEditFrom(form);
      if (!checked.ok) return refuse(place, checked.errors, checked.values);
      return wrote(await updateBatch(id, checked.value, admin.email), place, () => done(place, "Batch saved."));
    }
    case "cancel-batch": {
      if (id === null) break;
      const place = ADMIN_PLACES.batch(id);
      if (!(await cancelBatch(id, admin.email))) return gone(place);
      return done(place, "Batch cancelled: its learners and waiting list are mailed.");
    }
  }
  // No button of the back office posts these, so this is a crafted request: a 400 that says so, nothing changed.
  throw new Response(ADMIN_UNKNOWN_ACTION, { status: 400 });
}
