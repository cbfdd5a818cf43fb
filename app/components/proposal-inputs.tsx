import {
  EARLIEST_START_FIELD,
  PROPOSAL_LABELS,
  PROPOSAL_NOTE_FIELD,
  PROPOSAL_NOTE_MAX,
  QUOTED_DAY_RATE_FIELD,
  QUOTED_DAY_RATE_MAX,
} from "~/forms/proposal";

type ProposalInputsProps = {
  /** Makes the ids unique on a page with several (the requirement's or the application's id). */
  idSuffix: number;
  /** What the fields start with: the saved proposal, what was typed, or the profile's per-day charge. */
  values?: { note?: string; rate?: string; start?: string };
  /** The server's message for a field, shown beside it. */
  errorOf?: (field: string) => string | undefined;
  noteRows?: number;
};

/**
 * The proposal's three fields (docs/product.md section 10, proposals), one markup for Apply on the board and "Edit your proposal" on
 * /my-applications: the browser's own limits match the contract (app/forms/proposal.ts), so what a person types is
 * what the server takes.
 */
export function ProposalInputs({
  idSuffix,
  values = {},
  errorOf = () => undefined,
  noteRows = 3,
}: ProposalInputsProps) {
  const id = (field: string) => `${field}-${idSuffix}`;
  const invalid = (field: string) =>
    errorOf(field) ? { "aria-invalid": true, "aria-describedby": `${id(field)}-error` } : {};
  const message = (field: string) =>
    errorOf(field) ? (
      <p id={`${id(field)}-error`} className="field__error" role="alert">
        {errorOf(field)}
      </p>
    ) : null;
  return (
    <>
      <label htmlFor={id(PROPOSAL_NOTE_FIELD)}>{PROPOSAL_LABELS.note}</label>
      <textarea
        id={id(PROPOSAL_NOTE_FIELD)}
        name={PROPOSAL_NOTE_FIELD}
        rows={noteRows}
        maxLength={PROPOSAL_NOTE_MAX}
        defaultValue={values.note}
        {...invalid(PROPOSAL_NOTE_FIELD)}
      />
      {message(PROPOSAL_NOTE_FIELD)}
      <label htmlFor={id(QUOTED_DAY_RATE_FIELD)}>{PROPOSAL_LABELS.rate}</label>
      <input
        id={id(QUOTED_DAY_RATE_FIELD)}
        name={QUOTED_DAY_RATE_FIELD}
        type="number"
        inputMode="numeric"
        min={0}
        max={QUOTED_DAY_RATE_MAX}
        step={1}
        defaultValue={values.rate}
        {...invalid(QUOTED_DAY_RATE_FIELD)}
      />
      {message(QUOTED_DAY_RATE_FIELD)}
      <label htmlFor={id(EARLIEST_START_FIELD)}>{PROPOSAL_LABELS.start}</label>
      <input
        id={id(EARLIEST_START_FIELD)}
        name={EARLIEST_START_FIELD}
        type="date"
        min="2000-01-01"
        max="2099-12-31"
        defaultValue={values.start}
        {...invalid(EARLIEST_START_FIELD)}
      />
      {message(EARLIEST_START_FIELD)}
    </>
  );
}
