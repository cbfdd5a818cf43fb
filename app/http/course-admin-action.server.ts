import { json, redirect } from "@remix-run/node";
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
import { flashHeaders } from "./flash.server";
import { guardedFormData } from "./guarded-form.server";
import { ADMIN_UNKNOWN_ACTION } from "./admin-action.server";

/**
 * The actions of /admin/courses and /admin/courses/{id} (docs/product.md, "Courses, batches and seats"): an admin
 * only, refused cross-site, audited by the service. A change answers a redirect with a flash (a reload never repeats
 * it); a refused form answers 400 with what was typed and a message at each wrong field, so nothing typed is lost.
 */

/** Which form a refusal belongs to: "course" (the course's), "batch-new", or "batch-{id}". */
export type CourseAdminRefusal = {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
};

const GONE = "That item was already changed or no longer exists.";

/** What was posted of a form's fields, to give back with a refusal (class days as a list). */
function posted(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of [...COURSE_FIELDS, ...BATCH_FIELDS]) {
    const all = form.getAll(name).map((value) => (typeof value === "string" ? value.slice(0, 4000) : ""));
    values[name] = name === "day" ? all : (all[0] ?? "");
  }
  return values;
}

export async function courseAdminAction(request: Request) {
  await getActingUser(request);
  const admin = await requireAdmin(request);
  const form = await guardedFormData(request);
  const intent = form.get("intent");
  const id = form.get("id") === null ? null : parseId(form.get("id"));
  const back = new URL(request.url).pathname;
  const done = async (to: string, text: string, kind: "success" | "error" = "success") =>
    redirect(to, { headers: await flashHeaders(request, { kind, text }) });
  const refuse = (refusal: CourseAdminRefusal) => json({ refusal }, { status: 400 });
  const wrote = async (
    result: AdminWrite,
    formName: string,
    values: CourseAdminRefusal["values"],
    success: (id: number) => [string, string],
  ) => {
    if (result === null) return done(back, GONE, "error");
    if (!result.ok) return refuse({ form: formName, errors: { [result.field]: result.message }, values });
    return done(...success(result.id));
  };

  switch (intent) {
    case "create-course": {
      const checked = courseEditFrom(form);
      if (!checked.ok) return refuse({ form: "course", errors: checked.errors, values: checked.values });
      return wrote(await createCourse(checked.value, admin.email), "course", posted(form), (newId) => [
        paths.adminCourse(newId),
        `Course "${checked.value.title}" added.`,
      ]);
    }
    case "save-course": {
      if (id === null) break;
      const checked = courseEditFrom(form);
      if (!checked.ok) return refuse({ form: "course", errors: checked.errors, values: checked.values });
      return wrote(await updateCourse(id, checked.value, admin.email), "course", posted(form), () => [
        back,
        "Course saved.",
      ]);
    }
    case "archive-course":
    case "restore-course": {
      if (id === null) break;
      const archive = intent === "archive-course";
      if (!(await setCourseArchived(id, archive, admin.email))) return done(back, GONE, "error");
      return done(back, archive ? "Course archived: it left the catalogue." : "Course restored to the catalogue.");
    }
    case "add-batch": {
      if (id === null) break;
      const checked = batchEditFrom(form);
      if (!checked.ok) return refuse({ form: "batch-new", errors: checked.errors, values: checked.values });
      return wrote(await addBatch(id, checked.value, admin.email), "batch-new", {}, () => [back, "Batch added."]);
    }
    case "save-batch": {
      if (id === null) break;
      const checked = batchEditFrom(form);
      if (!checked.ok) return refuse({ form: `batch-${id}`, errors: checked.errors, values: checked.values });
      const result = await updateBatch(id, checked.value, admin.email);
      if (result && !result.ok) {
        return refuse({ form: `batch-${id}`, errors: { [result.field]: result.message }, values: posted(form) });
      }
      return wrote(result, `batch-${id}`, {}, () => [back, "Batch saved."]);
    }
    case "cancel-batch": {
      if (id === null) break;
      if (!(await cancelBatch(id, admin.email))) return done(back, GONE, "error");
      return done(back, "Batch cancelled: its learners and waiting list are mailed.");
    }
  }
  // No button of the back office posts these, so this is a crafted request: a 400 that says so, nothing changed.
  throw new Response(ADMIN_UNKNOWN_ACTION, { status: 400 });
}
