import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { applyToLead, type ApplyResult } from "~/server/services/applications.server";
import { getUser } from "~/server/http/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { guardedFormData } from "~/server/infra/security.server";
import { flashHeaders } from "~/server/infra/session.server";
import { localTrainerProfile } from "~/server/services/trainer-profiles.server";

/**
 * POST /training-requirements/apply (lead_id, back): Apply. The board's script asks for JSON and
 * shows the answer in place; without JavaScript the answer comes back as a flash on the board.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await guardedFormData(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const leadId = Number(form.get("lead_id"));
  const back = safeRedirect(form.get("back"), "/training-requirements");
  const user = await getUser(request);
  let result: ApplyResult;
  if (!user) result = { success: 0, message: "Please sign in to apply.", reason: "failed" };
  else if (!Number.isInteger(leadId) || leadId <= 0) result = { success: 0, message: "This requirement is no longer open for applications.", reason: "lead" };
  else {
    try {
      const profile = await localTrainerProfile(request, user.email);
      result = await applyToLead(leadId, user, profile.mobileNumber);
    } catch (error) {
      console.error("[apply] storing an application failed:", error);
      result = { success: 0, message: "Failed to apply. Please try again.", reason: "failed" };
    }
  }
  if (wantsJson) return json(result, { status: result.success === 1 ? 200 : result.reason === "failed" && !user ? 401 : 200 });
  const headers = await flashHeaders(request, { kind: result.success === 1 ? "success" : "error", text: result.message, target: `lead-${leadId}` });
  return redirect(`${back.split("#")[0]}#lead-${leadId}`, { status: 303, headers });
}
