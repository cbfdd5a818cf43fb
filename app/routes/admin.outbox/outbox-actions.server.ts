import { handleAdminAction } from "~/server/http/admin-action.server";
import { retryMailAsAdmin } from "~/server/services/outbox.server";

/** /admin/outbox's row action: Retry a failed mail. */
export function outboxAction(request: Request) {
  return handleAdminAction(request, {
    retry: async (id, admin) =>
      (await retryMailAsAdmin(id, admin.email)) ? "The mail is queued for a new attempt." : null,
  });
}
