import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Avatar } from "~/components/people/avatar";
import type { DirectoryTrainer } from "~/services/trainer-directory.server";
import { paths } from "~/lib/paths";
import { reviewSummaryText } from "~/lib/trainer-ranking";

/** Years as a person reads them: "9 years", "1 year"; null when the profile does not say. */
export function yearsText(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/**
 * One directory trainer: name (a link to the public page), the verified reviews' average with their count, the
 * headline skills and the facts a company filters on. Never an e-mail, a phone or a charge. `children`: the invite
 * page's button; `href`: the public page's link (the invite page's carries its manage link, so that the page offers
 * the invitation).
 */
export function TrainerCard({
  trainer,
  href = paths.trainer(trainer.slug),
  children,
}: {
  trainer: DirectoryTrainer;
  href?: string;
  children?: ReactNode;
}) {
  const headingId = `trainer-${trainer.slug}`;
  const experience = yearsText(trainer.experienceYears);
  return (
    <li className="trainer-card" aria-labelledby={headingId}>
      <div className="trainer-card__head">
        <Avatar name={trainer.name} size={48} photoUrl={trainer.photoUrl} />
        <div>
          <h2 id={headingId} className="trainer-card__name">
            <Link to={href}>{trainer.name}</Link>
          </h2>
          <p className="trainer-card__reviews">{reviewSummaryText(trainer)}</p>
        </div>
      </div>
      {trainer.skills.length > 0 ? (
        <ul className="trainer-card__skills" aria-label="Skills">
          {trainer.skills.map((skill) => (
            <li key={skill} className="badge">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="trainer-card__facts">
        {[trainer.mode, trainer.city, experience ? `${experience} of experience` : null].filter(Boolean).join(" · ")}
      </p>
      {children}
    </li>
  );
}
