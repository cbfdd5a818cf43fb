import { handleAdminAction } from "~/server/http/admin-action.server";
import { requirementEditFrom } from "~/forms/requirement-edit";
import { editRequirement, setRequirementStatus } from "~/server/services/requirements.server";

/** /admin/requirements' row actions: publish, close, and save an edit of a requirement. */
export function requirementsAction(request: Request) {
  return handleAdminAction(request, {
    publish: async (id, admin) =>
      (await setRequirementStatus(id, "published", admin.email)) ? "Requirement published on the board." : null,
    close: async (id, admin) =>
      (await setRequirementStatus(id, "closed", admin.email)) ? "Requirement closed." : null,
    save: async (id, admin, form) => {
      const checked = requirementEditFrom(form);
      if (!checked.ok) return { refused: checked.message };
      return (await editRequirement(id, checked.edit, admin.email)) ? "Requirement saved." : null;
    },
  });
}
