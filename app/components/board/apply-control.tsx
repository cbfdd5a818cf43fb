import { useRevalidator } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { useState, type FormEvent } from "react";
import { ProposalInputs } from "~/components/proposal-inputs";
import { SignInControl } from "~/components/sign-in-control";
import {
  APPLY_FAILED,
  APPLY_SUCCESS,
  applyFormId,
  BACK_FIELD,
  REQUIREMENT_ID_FIELD,
  isTenDigitMobile,
  MOBILE_NEEDED,
  type ApplyResult,
} from "~/forms/apply";
import { PROPOSAL_LABELS } from "~/forms/proposal";
import { paths } from "~/lib/paths";

type ApplyState = "idle" | "processing" | "applied" | "error" | "failed" | "needs-mobile";

type ApplyControlProps = {
  requirementId: number;
  signedIn: boolean;
  applied: boolean;
  mobileNumber: string;
  /** The profile's per-day charge: where the proposal's quoted day rate starts. */
  perDayCharge: number | null;
  back: string;
  /** A message the server left for this requirement after a no-JavaScript Apply. */
  serverNote: { kind: string; text: string; reason?: string } | null;
  flash: (text: string, kind: "success" | "error", ms: number) => void;
};

/**
 * Apply (docs/product.md sections 4, 5 and 8): Apply, then Processing, then 'Applied!' with the button gone.
 * A plain POST form without JavaScript, whose answer (a redirect back to the board) shows at the form: the summary
 * of a refusal at its top, or "Applied!" with the message (docs/product.md section 5, "Where answers appear"). With
 * JavaScript the same request is sent in the background and the answer is the page's message (its toast).
 */
export function ApplyControl({
  requirementId,
  signedIn,
  applied,
  mobileNumber,
  perDayCharge,
  back,
  serverNote,
  flash,
}: ApplyControlProps) {
  const [state, setState] = useState<ApplyState>(() => {
    if (applied) return "applied";
    if (serverNote?.kind === "error") return serverNote.reason === "mobile" ? "needs-mobile" : "error";
    return "idle";
  });
  const revalidator = useRevalidator();
  const formId = applyFormId(requirementId);
  const answerAction = useAnswerAction(formId, paths.apply);
  if (!signedIn) return <SignInControl label="Sign In" className="btn btn--outline btn--small" compact />;
  if (state === "applied") {
    const sent = serverNote?.kind === "success" ? serverNote.text : null;
    return (
      <div id={formId} className="apply__answer">
        <FormAnswer id={`${formId}-answer`} errors={[]} success={sent} answer={serverNote} />
        <p className="apply__done">Applied!</p>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isTenDigitMobile(mobileNumber)) {
      setState("needs-mobile");
      flash(MOBILE_NEEDED, "error", 4000);
      return;
    }
    setState("processing");
    try {
      const response = await fetch(event.currentTarget.action, {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      // Parsed JSON: a plain value the server built from this type.
      const answer = (await response.json()) as ApplyResult;
      if (answer.success === 1) {
        setState("applied");
        flash(answer.message || APPLY_SUCCESS, "success", 2000);
        // The card's count ("1 trainer applied") is the server's: read the page's data again.
        revalidator.revalidate();
      } else if (answer.reason === "mobile") {
        setState("needs-mobile");
        flash(MOBILE_NEEDED, "error", 4000);
      } else {
        setState("error");
        flash(answer.message || "Error", "error", 2000);
      }
    } catch {
      setState("failed");
      flash(APPLY_FAILED, "error", 2000);
    }
  }

  const label =
    state === "processing"
      ? "Processing"
      : state === "error"
        ? "Error"
        : state === "failed"
          ? "Application Failed"
          : "Apply";
  return (
    <form method="post" action={answerAction.action} id={formId} className="apply" onSubmit={onSubmit}>
      <FormAnswer
        id={`${formId}-answer`}
        errors={serverNote?.kind === "error" ? [{ message: serverNote.text }] : []}
        answer={serverNote}
      />
      <input type="hidden" name={REQUIREMENT_ID_FIELD} value={requirementId} />
      <input type="hidden" name={BACK_FIELD} value={back} />
      <ProposalFields requirementId={requirementId} perDayCharge={perDayCharge} />
      <button type="submit" className="btn btn--primary btn--small" disabled={state === "processing"}>
        {label}
      </button>
      {state === "needs-mobile" ? (
        <a className="apply__note" href="#local-profile">
          Fill your mobile number
        </a>
      ) : null}
    </form>
  );
}

/**
 * The proposal (docs/product.md section 10, proposals), folded away so that one click on Apply still applies: a note, the quoted day
 * rate (starting from the profile's per-day charge) and the earliest start. The browser's own checks keep a typed
 * value within what the server takes, so a refusal never costs the trainer what they typed.
 */
function ProposalFields({ requirementId, perDayCharge }: { requirementId: number; perDayCharge: number | null }) {
  return (
    <details className="apply__proposal">
      <summary>{PROPOSAL_LABELS.summary}</summary>
      <div className="apply__proposal-fields">
        <ProposalInputs
          idSuffix={requirementId}
          values={{ rate: perDayCharge === null ? undefined : String(perDayCharge) }}
        />
      </div>
    </details>
  );
}
