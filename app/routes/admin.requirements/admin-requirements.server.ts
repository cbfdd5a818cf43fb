import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requirementStatuses } from "~drizzle/schema";
import { requireAdmin } from "~/http/auth.server";
import { editRequirement, requirementsForAdmin, setRequirementStatus } from "~/services/requirements.server";
import { requirementFacts } from "~/services/requirement-stats.server";
import { handleAdminAction } from "~/http/admin-action.server";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { REQUIREMENT_EDIT_FIELDS, requirementEditFrom } from "~/forms/requirement-edit";
import { revokeManageLinks } from "~/services/manage-links.server";
import { removeRequirement } from "~/services/requirement-management.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const wanted = new URL(request.url).searchParams.get("status");
  const status = requirementStatuses.find((s) => s === wanted) ?? "pending";
  const requirements = await requirementsForAdmin(status);
  const facts = await requirementFacts(requirements.map((requirement) => requirement.id));
  return json({
    status,
    requirements: requirements.map((requirement) => ({
      ...requirement,
      ...(facts.get(requirement.id) ?? { applicants: 0, shortlisted: 0, expiresAt: null }),
    })),
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return requirementsAction(request, context);
}

/**
 * /admin/requirements' row actions: publish, close, save an edit, remove (Removed by moderator: stops the company's
 * manage link and tells the applicants) and revoke the manage links (docs/product.md section 8).
 */
export function requirementsAction(request: Request, context: AppLoadContext) {
  return handleAdminAction(
    request,
    {
      publish: async (id, admin) =>
        (await setRequirementStatus(id, "published", admin.email)) ? "Requirement published on the board." : null,
      close: async (id, admin) =>
        (await setRequirementStatus(id, "closed", admin.email)) ? "Requirement closed." : null,
      remove: async (id, admin) =>
        (await removeRequirement(id, admin.email))
          ? "Requirement removed by moderator: its manage link can change nothing, and the applicants are told."
          : null,
      "revoke-links": async (id, admin) => {
        const revoked = await revokeManageLinks(id, admin.email);
        return revoked > 0 ? `${revoked} manage ${revoked === 1 ? "link" : "links"} revoked.` : null;
      },
      save: async (id, admin, form) => {
        const checked = requirementEditFrom(form);
        if (!checked.ok) return { refused: checked.message, field: REQUIREMENT_EDIT_FIELDS[checked.field] };
        return (await editRequirement(id, checked.edit, admin.email)) ? "Requirement saved." : null;
      },
    },
    {
      context,
      // The edit answers at its form; the row actions at the top of the requirement's article.
      place: (id, intent) => (intent === "save" ? ADMIN_PLACES.requirementEdit(id) : ADMIN_PLACES.requirement(id)),
      fields: Object.values(REQUIREMENT_EDIT_FIELDS),
    },
  );
}
