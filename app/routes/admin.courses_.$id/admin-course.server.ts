import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseId } from "~/lib/ids";
import { requireAdmin } from "~/http/auth.server";
import { courseAdminAction } from "~/http/course-admin-action.server";
import { adminCourse } from "~/services/course-admin.server";

/** One course, its batches and their enrolments; an id out of range or of no course is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const found = id === null ? null : await adminCourse(id);
  if (!found) throw json(null, { status: 404 });
  return json(found);
}

/** Save, archive or restore the course; add, save or cancel a batch. */
export function action({ request, context }: ActionFunctionArgs) {
  return courseAdminAction(request, context);
}
