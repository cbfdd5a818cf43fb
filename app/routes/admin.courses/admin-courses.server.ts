import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { courseAdminAction } from "~/http/course-admin-action.server";
import { adminCourseList } from "~/services/course-admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ courses: await adminCourseList() });
}

/** "Add a course" (the only form of the list). */
export function action({ request, context }: ActionFunctionArgs) {
  return courseAdminAction(request, context);
}
