/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
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
export function action({ request }: ActionFunctionArgs) {
  return courseAdminAction(request);
}
