import { Form } from "@remix-run/react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { APPLICATION_ID_FIELD, INTENT_FIELD, WITHDRAW_INTENT, type MyApplicationsReply } from "~/forms/my-applications";

/**
 * Withdraw, while the application is Sent. A refused Withdraw (the company decided in the meantime) answers at the
 * form's place in the application's row, with the error summary (docs/product.md section 5, "Where answers appear"):
 * the application is then no longer Sent, so the button is gone and the place holds the answer alone.
 */
export function WithdrawForm({
  applicationId,
  requirementTitle,
  sent,
  refusal,
  pending,
}: {
  applicationId: number;
  requirementTitle: string;
  /** The application is Sent: the form is shown. */
  sent: boolean;
  /** The server's refusal of this Withdraw, if it was this one that was sent. */
  refusal: MyApplicationsReply | null;
  pending: boolean;
}) {
  const formId = `withdraw-form-${applicationId}`;
  const { action } = useAnswerAction(formId);
  const answer = (
    <FormAnswer id={`${formId}-answer`} errors={refusal ? [{ message: refusal.message }] : []} answer={refusal} />
  );
  if (!sent) {
    return refusal ? (
      <div id={formId} className="my-applications__withdraw">
        {answer}
      </div>
    ) : null;
  }
  return (
    <Form method="post" id={formId} action={action} className="my-applications__withdraw">
      {answer}
      <input type="hidden" name={INTENT_FIELD} value={WITHDRAW_INTENT} />
      <input type="hidden" name={APPLICATION_ID_FIELD} value={applicationId} />
      <button
        type="submit"
        className="btn btn--outline btn--small"
        aria-label={`Withdraw your application to ${requirementTitle}`}
        disabled={pending}
      >
        Withdraw
      </button>
    </Form>
  );
}
