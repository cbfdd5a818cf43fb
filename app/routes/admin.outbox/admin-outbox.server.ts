import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { listOutbox } from "~/services/outbox.server";
import { handleAdminAction } from "~/http/admin-action.server";
import { retryMailAsAdmin } from "~/services/outbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ mails: await listOutbox(200) });
}

export function action({ request }: ActionFunctionArgs) {
  return outboxAction(request);
}

/** /admin/outbox's row action: Retry a failed mail. */
export function outboxAction(request: Request) {
  return handleAdminAction(request, {
    retry: async (id, admin) =>
      (await retryMailAsAdmin(id, admin.email)) ? "The mail is queued for a new attempt." : null,
  });
}
