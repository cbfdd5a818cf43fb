import { EnquiryForm } from "~/components/form/enquiry-form";
import type { Challenge } from "~/forms/abuse";
import {
  BATCH_FIELD,
  WAITING_LIST_LABEL,
  batchEnrolmentForm,
  batchFormId,
  type BatchEnrolmentReply,
} from "~/forms/batch-enrolment";
import { datesLine, modeLine, scheduleLine, type UpcomingBatch } from "~/lib/batch-schedule";

export type BatchView = UpcomingBatch;

/** "3 seats left", "1 seat left", "Full". */
export const seatsText = (seatsLeft: number) =>
  seatsLeft <= 0 ? "Full" : `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`;

/** One batch's facts: dates, schedule, mode, price and seats (docs/product.md, "Courses, batches and seats"). */
export function BatchFacts({ batch }: { batch: BatchView }) {
  return (
    <dl className="batch__facts">
      <div>
        <dt>Dates</dt>
        <dd>{datesLine(batch.startsOn, batch.endsOn)}</dd>
      </div>
      <div>
        <dt>Schedule</dt>
        <dd>{scheduleLine(batch)}</dd>
      </div>
      <div>
        <dt>Mode</dt>
        <dd>{modeLine(batch)}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{batch.price}</dd>
      </div>
      <div>
        <dt>Seats</dt>
        <dd className={batch.seatsLeft <= 0 ? "batch__seats batch__seats--full" : "batch__seats"}>
          {seatsText(batch.seatsLeft)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The course page's upcoming batches, each with its own enrolment form (the enquiry form, so it works without
 * JavaScript and shows its answer at the top of the form). The form posts to the page with its own id as the fragment
 * (useAnswerAction), so that without JavaScript the answer page opens at the form that was sent.
 */
export function BatchList({
  batches,
  reply,
  defaults,
  action,
}: {
  batches: (BatchView & { challenge: Challenge })[];
  reply: BatchEnrolmentReply | undefined;
  defaults: Record<string, string>;
  action: (batchId: number) => string;
}) {
  // The answer about a batch the page no longer lists (cancelled or started meanwhile) stands in its place, under the
  // form's id, which the form posted to as its fragment (useAnswerAction): without JavaScript the answer page opens
  // at it.
  const goneId = reply?.message && !batches.some((batch) => batch.id === reply.batchId) ? reply.batchId : null;
  const goneAnswer = goneId ? (
    <p id={batchFormId(goneId)} className="form-message form-message--error" role="alert">
      {reply?.message}
    </p>
  ) : null;
  if (batches.length === 0) {
    return (
      <>
        {goneAnswer}
        <p>No batch is scheduled just now. Ask us for the next one through the enrolment enquiry below.</p>
      </>
    );
  }
  return (
    <>
      {goneAnswer}
      <ol className="batch-list">
        {batches.map((batch) => {
          const own = reply?.batchId === batch.id ? reply : undefined;
          const full = batch.seatsLeft <= 0;
          return (
            <li
              key={batch.id}
              id={`batch-${batch.id}`}
              className="panel batch"
              aria-labelledby={`batch-${batch.id}-title`}
            >
              <h3 id={`batch-${batch.id}-title`}>Batch from {datesLine(batch.startsOn, batch.endsOn)}</h3>
              <BatchFacts batch={batch} />
              {full ? <p>This batch is full. Join the waiting list and we will mail you when a seat is free.</p> : null}
              <EnquiryForm
                form={{
                  ...batchEnrolmentForm,
                  id: batchFormId(batch.id),
                  submitLabel: full ? WAITING_LIST_LABEL : batchEnrolmentForm.submitLabel,
                }}
                challenge={own?.challenge ?? batch.challenge}
                reply={own}
                defaultValue={defaults}
                hidden={{ [BATCH_FIELD]: String(batch.id) }}
                action={action(batch.id)}
                pendingLabel="Booking..."
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}
