import { json, redirect } from "@remix-run/node";
import { BOARD_PATH } from "~/lib/lead-matching";
import { safeRedirect } from "~/lib/safe-redirect";
import { getUser } from "~/server/http/auth.server";
import { flashHeaders } from "~/server/http/flash.server";
import { guardedFormData } from "~/server/http/guarded-form.server";
import { applyFromBoard, applyStatusCode } from "~/server/services/applications.server";

/** Apply's HTTP side: JSON for the board's script, else a flash on the board at the lead's card. */
export async function applyAction(request: Request): Promise<Response> {
  const form = await guardedFormData(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const leadId = Number(form.get("lead_id"));
  const back = safeRedirect(form.get("back"), BOARD_PATH);
  const user = await getUser(request);
  const result = await applyFromBoard(user, leadId, request.headers.get("Cookie"));
  if (wantsJson) return json(result, { status: applyStatusCode(result, Boolean(user)) });
  const headers = await flashHeaders(request, {
    kind: result.success === 1 ? "success" : "error",
    text: result.message,
    target: `lead-${leadId}`,
  });
  return redirect(`${back.split("#")[0]}#lead-${leadId}`, { status: 303, headers });
}
