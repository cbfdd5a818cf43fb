import { json, redirect } from "@remix-run/node";
import { BACK_FIELD, REQUIREMENT_ID_FIELD } from "~/forms/apply";
import { paths, requirementAnchor } from "~/lib/paths";
import { safeRedirect } from "~/lib/safe-redirect";
import { getActingUser } from "~/http/auth.server";
import { flashHeaders } from "~/http/flash.server";
import { guardedFormData } from "~/http/guarded-form.server";
import { requestFacts } from "~/http/request-facts.server";
import { SHORT_RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { APPLY_FAILED, applyFormId } from "~/forms/apply";
import { parseId } from "~/lib/ids";
import { firstProposalError, proposalFrom, proposalSchema } from "~/forms/proposal";
import { parseWithZod } from "~/forms/parse-with-zod";
import { outagePage, unlessDatabaseAway } from "~/http/outage.server";
import { withinRateLimit } from "~/services/abuse.server";
import { applyFromBoard, applyStatusCode } from "~/services/applications.server";

/** Apply's HTTP side: JSON for the board's script, else a flash on the board at the requirement's card. */
export async function applyAction(request: Request): Promise<Response> {
  const form = await guardedFormData(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  // Within a serial's bounds, else 0: refused as a requirement no longer open, never sent to the database.
  const requirementId = parseId(form.get(REQUIREMENT_ID_FIELD)) ?? 0;
  const back = safeRedirect(form.get(BACK_FIELD), paths.board());
  const backToRequirement = `${back.split("#")[0]}#${requirementAnchor(requirementId)}`;
  // Without JavaScript the board opens at the card's Apply form, where its answer shows (the summary of a refusal,
  // or "Applied!" with the message).
  const backToAnswer = `${back.split("#")[0]}#${applyFormId(requirementId)}`;
  // Every answer but a success is a refusal: JSON for the board's script, else a flash at the requirement's card
  // (without JavaScript Apply is a redirect back to the board), except during a database outage: then,
  // like every other form, a 503 that says so (the board could not show the requirement's card anyway).
  const refuse = async (status: number, message: string) => {
    const refusal = { success: 0, message, reason: "failed" } as const;
    if (wantsJson) return json(refusal, { status });
    if (status === 503)
      return outagePage(message, { href: backToRequirement, label: "Back to the training requirements" });
    const headers = await flashHeaders(request, {
      kind: "error",
      text: message,
      target: requirementAnchor(requirementId),
    });
    return redirect(backToAnswer, { status: 303, headers });
  };
  return unlessDatabaseAway(
    "apply",
    async () => {
      const user = await getActingUser(request);
      if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "apply", user?.email))) {
        return refuse(429, SHORT_RATE_LIMIT_MESSAGE);
      }
      // The board's fields say what a proposal may hold, so only a hand-made request is refused here.
      const proposal = parseWithZod(form, { schema: proposalSchema });
      if (proposal.status !== "success") return refuse(400, firstProposalError(proposal.error));
      const result = await applyFromBoard(
        user,
        requirementId,
        request.headers.get("Cookie"),
        proposalFrom(proposal.value),
      );
      if (wantsJson) return json(result, { status: applyStatusCode(result, Boolean(user)) });
      const headers = await flashHeaders(request, {
        kind: result.success === 1 ? "success" : "error",
        text: result.message,
        target: requirementAnchor(requirementId),
        ...(result.success === 0 ? { reason: result.reason } : {}),
      });
      return redirect(backToAnswer, { status: 303, headers });
    },
    () => refuse(503, APPLY_FAILED),
  );
}
