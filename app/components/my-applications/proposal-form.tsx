import { Form } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { refusalErrors } from "./refusal-errors";
import { ProposalInputs } from "~/components/proposal-inputs";
import { APPLICATION_ID_FIELD, INTENT_FIELD, PROPOSAL_INTENT, type MyApplicationsReply } from "~/forms/my-applications";
import {
  EARLIEST_START_FIELD,
  PROPOSAL_LABELS,
  PROPOSAL_NOTE_FIELD,
  QUOTED_DAY_RATE_FIELD,
  type Proposal,
} from "~/forms/proposal";

/**
 * "Edit your proposal" while the application is Sent (docs/product.md section 10, proposals): a plain POST form, open again with what
 * was typed and the messages beside the fields when the server refused it, and the error summary at its top (docs/product.md
 * section 5, "Where answers appear"). The server checks it (noValidate), so the summary is the same with and without JavaScript.
 */
export function ProposalForm({
  applicationId,
  requirementTitle,
  proposal,
  refusal,
}: {
  applicationId: number;
  requirementTitle: string;
  proposal: Proposal;
  /** The server's refusal of this form, if it was this one that was sent. */
  refusal: MyApplicationsReply | null;
}) {
  const formId = `proposal-form-${applicationId}`;
  const { action } = useAnswerAction(formId);
  const typed = refusal?.values;
  const value = (field: string, saved: string) => typed?.[field] ?? saved;
  return (
    <details className="my-applications__proposal" open={Boolean(refusal)}>
      <summary aria-label={`${PROPOSAL_LABELS.edit} to ${requirementTitle}`}>{PROPOSAL_LABELS.edit}</summary>
      <Form method="post" id={formId} action={action} className="stack" noValidate>
        <FormAnswer
          id={`${formId}-answer`}
          errors={refusalErrors(
            refusal,
            [PROPOSAL_NOTE_FIELD, QUOTED_DAY_RATE_FIELD, EARLIEST_START_FIELD],
            applicationId,
          )}
          answer={refusal}
        />
        <input type="hidden" name={INTENT_FIELD} value={PROPOSAL_INTENT} />
        <input type="hidden" name={APPLICATION_ID_FIELD} value={applicationId} />
        <ProposalInputs
          idSuffix={applicationId}
          noteRows={4}
          values={{
            note: value(PROPOSAL_NOTE_FIELD, proposal.note),
            rate: value(QUOTED_DAY_RATE_FIELD, proposal.quotedDayRate === null ? "" : String(proposal.quotedDayRate)),
            start: value(EARLIEST_START_FIELD, proposal.earliestStart ?? ""),
          }}
          errorOf={(field) => refusal?.errors?.[field]?.[0]}
        />
        <div>
          <button type="submit" className="btn btn--primary btn--small">
            {PROPOSAL_LABELS.save}
          </button>
        </div>
      </Form>
    </details>
  );
}
