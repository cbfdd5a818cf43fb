import { applicantsText, matchExplanation, postedDate, type MatchedLead } from "~/lib/requirement-matching";
import { ApplyControl } from "./apply-control";

type LeadCardProps = {
  lead: MatchedLead & { applied: boolean; applicants: number };
  signedIn: boolean;
  mobileNumber: string;
  back: string;
  serverNote: { kind: string; text: string; reason?: string } | null;
  flash: (text: string, kind: "success" | "error", ms: number) => void;
};

export function LeadCard({ lead, signedIn, mobileNumber, back, serverNote, flash }: LeadCardProps) {
  const explanation = matchExplanation(lead);
  const matched = explanation !== null;
  return (
    <li id={`lead-${lead.lead_id}`} className={matched ? "lead-card lead-card--matched" : "lead-card"}>
      <div className="lead-card__head">
        <span className="lead-card__topic">{lead.topic}</span>
        <time className="lead-card__date">{postedDate(lead.posted_on)}</time>
      </div>
      <h2 className="lead-card__title">{lead.training_topic_name}</h2>
      <p className="lead-card__details">{lead.lead_details}</p>
      <p className="lead-card__facts">
        {lead.delivery_location ? <span>Location: {lead.delivery_location}</span> : null}
        <span>{applicantsText(lead.applicants)}</span>
      </p>
      {explanation ? <p className="lead-card__match">{explanation}</p> : null}
      <ApplyControl
        leadId={lead.lead_id}
        signedIn={signedIn}
        applied={lead.applied}
        mobileNumber={mobileNumber}
        back={back}
        serverNote={serverNote}
        flash={flash}
      />
    </li>
  );
}
