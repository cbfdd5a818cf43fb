import { handleAdminAction } from "~/server/http/admin-action.server";
import { moderate } from "~/server/services/vendors.server";

/** /admin/vendors' row actions: approve or reject a new vendor or rating. */
export function vendorModerationAction(request: Request) {
  return handleAdminAction(request, {
    "approve-vendor": async (id, admin) =>
      (await moderate("vendor", id, "approved", admin.email)) ? "Vendor approved." : null,
    "reject-vendor": async (id, admin) =>
      (await moderate("vendor", id, "rejected", admin.email)) ? "Vendor rejected." : null,
    "approve-rating": async (id, admin) =>
      (await moderate("rating", id, "approved", admin.email)) ? "Rating approved." : null,
    "reject-rating": async (id, admin) =>
      (await moderate("rating", id, "rejected", admin.email)) ? "Rating rejected." : null,
  });
}
