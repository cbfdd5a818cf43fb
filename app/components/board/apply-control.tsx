import { useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { ProposalInputs } from "~/components/proposal-inputs";
import { SignInControl } from "~/components/sign-in-control";
import {
  APPLY_FAILED,
  APPLY_SUCCESS,
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
 * A plain POST form without JavaScript; with it, the same request is sent in the background.
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
  if (!signedIn) return <SignInControl label="Sign In" className="btn btn--outline btn--small" compact />;
  if (state === "applied") return <p className="apply__done">Applied!</p>;

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
    <form method="post" action={paths.apply} className="apply" onSubmit={onSubmit}>
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
      {state === "error" && serverNote ? <span className="apply__note">{serverNote.text}</span> : null}
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
