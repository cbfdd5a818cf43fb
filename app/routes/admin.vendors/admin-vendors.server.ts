import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/http/auth.server";
import { moderate, moderationQueue } from "~/services/vendors.server";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { handleAdminAction } from "~/http/admin-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await moderationQueue());
}

export function action({ request, context }: ActionFunctionArgs) {
  return vendorModerationAction(request, context);
}

/** /admin/vendors' row actions: approve or reject a new vendor or rating. */
export function vendorModerationAction(request: Request, context: AppLoadContext) {
  return handleAdminAction(
    request,
    {
      "approve-vendor": async (id, admin) =>
        (await moderate("vendor", id, "approved", admin.email)) ? "Vendor approved." : null,
      "reject-vendor": async (id, admin) =>
        (await moderate("vendor", id, "rejected", admin.email)) ? "Vendor rejected." : null,
      "approve-rating": async (id, admin) =>
        (await moderate("rating", id, "approved", admin.email)) ? "Rating approved." : null,
      "reject-rating": async (id, admin) =>
        (await moderate("rating", id, "rejected", admin.email)) ? "Rating rejected." : null,
    },
    {
      context,
      place: (id, intent) => (intent.endsWith("-vendor") ? ADMIN_PLACES.vendor(id) : ADMIN_PLACES.rating(id)),
    },
  );
}
