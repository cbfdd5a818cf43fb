import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "~/lib/ids";
import { requireAdmin } from "~/http/auth.server";
import { batchEnrolmentsCsv } from "~/services/course-admin.server";

/** A batch's enrolments and waiting list as a CSV download (?batch={id}); no such batch is a 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const batchId = parseId(new URL(request.url).searchParams.get("batch"));
  const csv = batchId === null ? null : await batchEnrolmentsCsv(batchId);
  if (csv === null) throw new Response("No such batch.", { status: 404 });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="batch-${batchId}-enrolments.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
