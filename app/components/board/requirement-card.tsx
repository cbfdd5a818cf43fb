import {
  applicantsText,
  matchExplanation,
  postedDate,
  postedDateTime,
  type BoardCard,
} from "~/lib/requirement-matching";
import { requirementAnchor } from "~/lib/paths";
import { ApplyControl } from "./apply-control";

type RequirementCardProps = {
  requirement: BoardCard;
  signedIn: boolean;
  mobileNumber: string;
  perDayCharge: number | null;
  back: string;
  serverNote: { kind: string; text: string; reason?: string } | null;
  flash: (text: string, kind: "success" | "error", ms: number) => void;
};

export function RequirementCard({
  requirement,
  signedIn,
  mobileNumber,
  perDayCharge,
  back,
  serverNote,
  flash,
}: RequirementCardProps) {
  const explanation = matchExplanation(requirement);
  const matched = explanation !== null;
  return (
    <li
      id={requirementAnchor(requirement.id)}
      className={matched ? "requirement-card requirement-card--matched" : "requirement-card"}
    >
      <div className="requirement-card__head">
        {/* A company's posted requirement has one topic, stored as its title too: say it once, in the heading. */}
        {requirement.topic.trim().toLowerCase() === requirement.trainingTopicName.trim().toLowerCase() ? null : (
          <span className="requirement-card__topic">{requirement.topic}</span>
        )}
        <time className="requirement-card__date" dateTime={postedDateTime(requirement.postedOn)}>
          {postedDate(requirement.postedOn)}
        </time>
      </div>
      <h2 className="requirement-card__title">{requirement.trainingTopicName}</h2>
      <p className="requirement-card__details">{requirement.details}</p>
      <p className="requirement-card__facts">
        {requirement.deliveryLocation ? <span>Location: {requirement.deliveryLocation}</span> : null}
        <span>{applicantsText(requirement.applicants)}</span>
      </p>
      {explanation ? <p className="requirement-card__match">{explanation}</p> : null}
      <ApplyControl
        requirementId={requirement.id}
        signedIn={signedIn}
        applied={requirement.applied}
        mobileNumber={mobileNumber}
        perDayCharge={perDayCharge}
        back={back}
        serverNote={serverNote}
        flash={flash}
      />
    </li>
  );
}
