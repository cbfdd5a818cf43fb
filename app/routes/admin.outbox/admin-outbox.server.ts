import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { listOutbox, retryMailAsAdmin } from "~/services/outbox.server";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { handleAdminAction } from "~/http/admin-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ mails: await listOutbox(200) });
}

export function action({ request, context }: ActionFunctionArgs) {
  return outboxAction(request, context);
}

/** /admin/outbox's row action: Retry a failed mail. */
export function outboxAction(request: Request, context: AppLoadContext) {
  return handleAdminAction(
    request,
    {
      retry: async (id, admin) =>
        (await retryMailAsAdmin(id, admin.email)) ? "The mail is queued for a new attempt." : null,
    },
    { context, place: (id) => ADMIN_PLACES.mail(id) },
  );
}
