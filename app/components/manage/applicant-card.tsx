import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths";
import {
  APPLICANT_STATUS_WORDS,
  APPLICATION_FIELD,
  answerAnchor,
  applicantAnchor,
  formatDay,
  LABELS,
} from "~/forms/manage-requirement";
import { matchExplanation } from "~/lib/requirement-matching";
import type { ManagedApplicant } from "~/services/requirement-management.server";
import type { FlashMessage } from "~/http/flash.server";
import { Avatar } from "~/components/people/avatar";
import { ActionNote } from "./action-note";
import { IntentForm } from "./intent-form";

const NOT_GIVEN = "Not given";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

type Action = { intent: "shortlist" | "decline" | "engage" | "deliver"; tone: "primary" | "outline" };

/** The status pill's tone: what needs the company's decision stands out, what is over is quiet. */
const STATUS_TONE: Record<keyof typeof APPLICANT_STATUS_WORDS, string> = {
  sent: "badge--accent",
  shortlisted: "badge--success",
  engaged: "badge--success",
  declined: "badge--muted",
  withdrawn: "badge--muted",
};

/**
 * What the company may do next with an application: decide a new one, engage a shortlisted trainer, then say the
 * training was delivered (once). The server checks the same order (requirement-management.server.ts).
 */
function nextActions(applicant: Pick<SerializeFrom<ManagedApplicant>, "status" | "deliveredAt">): Action[] {
  if (applicant.status === "sent") {
    return [
      { intent: "shortlist", tone: "primary" },
      { intent: "decline", tone: "outline" },
    ];
  }
  if (applicant.status === "shortlisted") return [{ intent: "engage", tone: "primary" }];
  if (applicant.status === "engaged" && !applicant.deliveredAt) return [{ intent: "deliver", tone: "primary" }];
  return [];
}

/** One trainer who applied: what their profile says, never their contact details unless shortlisted. */
export function ApplicantCard({
  applicant,
  locked = false,
  note,
}: {
  applicant: SerializeFrom<ManagedApplicant>;
  /** Removed by moderator: no button (the server refuses every action anyway). */
  locked?: boolean;
  /** The answer to Shortlist or Decline on this card, shown on it (docs/product.md section 4). */
  note?: FlashMessage | null;
}) {
  const headingId = `applicant-${applicant.id}`;
  const answerId = answerAnchor(applicantAnchor(applicant.id));
  const actions = locked ? [] : nextActions(applicant);
  const [primary, ...others] = actions;
  return (
    <li className="panel stack applicant" aria-labelledby={headingId} id={applicantAnchor(applicant.id)}>
      <div className="applicant__head">
        <Avatar name={applicant.name} size={48} />
        <h3 id={headingId} className="applicant__name">
          {applicant.publicSlug ? (
            <Link to={paths.trainer(applicant.publicSlug)}>{applicant.name}</Link>
          ) : (
            applicant.name
          )}
        </h3>
        <p className={`badge ${STATUS_TONE[applicant.status]}`}>
          <span className="visually-hidden">Status: </span>
          {APPLICANT_STATUS_WORDS[applicant.status]}
        </p>
      </div>
      {/* The proposal first: what the trainer offers is what the company decides on. */}
      <div className="applicant__proposal">
        <dl className="applicant__terms">
          <div>
            <dt>Quoted day rate</dt>
            <dd>{applicant.proposal.quotedDayRate === null ? NOT_GIVEN : rupees(applicant.proposal.quotedDayRate)}</dd>
          </div>
          <div>
            <dt>Earliest start</dt>
            <dd>{applicant.proposal.earliestStart ? formatDay(applicant.proposal.earliestStart) : NOT_GIVEN}</dd>
          </div>
        </dl>
        {applicant.proposal.note ? (
          // The trainer's own words: rendered as text (React escapes it), with their line breaks kept.
          <blockquote className="applicant-note" aria-label={`Note from ${applicant.name}`}>
            {applicant.proposal.note}
          </blockquote>
        ) : null}
      </div>
      <dl className="manage-facts">
        <dt>Matched skills</dt>
        {/* The board's own explanation of a match (docs/product.md section 10, proposals), in its words. */}
        <dd>
          {matchExplanation({ matchedSkills: applicant.matchedSkills, modeFit: null }) ?? "None of their saved skills"}
        </dd>
        <dt>Training mode</dt>
        <dd>{applicant.trainingMode ?? NOT_GIVEN}</dd>
        <dt>Per-day charge</dt>
        <dd>{applicant.perDayCharge === null ? NOT_GIVEN : rupees(applicant.perDayCharge)}</dd>
        <dt>Languages</dt>
        <dd>{applicant.languages.length ? applicant.languages.join(", ") : NOT_GIVEN}</dd>
        <dt>Years of experience</dt>
        <dd>{applicant.experienceYears === null ? NOT_GIVEN : applicant.experienceYears}</dd>
        {applicant.contact ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${applicant.contact.email}`}>{applicant.contact.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{applicant.contact.phone}</dd>
          </>
        ) : null}
      </dl>
      {applicant.deliveredAt ? <p>Training delivered on {formatDay(applicant.deliveredAt)}.</p> : null}
      {primary ? (
        // One primary action per state; Decline, which ends the application, stands apart at the other end.
        <div className="applicant__actions">
          {[primary, ...others].map(({ intent, tone }) => (
            <IntentForm
              key={intent}
              intent={intent}
              fields={{ [APPLICATION_FIELD]: applicant.id }}
              label={LABELS[intent]}
              tone={tone}
              describedBy={headingId}
              answerId={answerId}
            />
          ))}
        </div>
      ) : null}
      {note ? <ActionNote id={answerId} note={note} /> : null}
    </li>
  );
}
