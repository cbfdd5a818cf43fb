import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { postedDate, postedDateTime } from "~/lib/requirement-matching";
import boardStyles from "~/styles/pages/board.css";
import { loader } from "./for-trainers.server";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boardStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "For Trainers",
    description:
      "Find corporate training work: keep a trainer profile, see requirements that match your skills, and apply in one click.",
    path: paths.forTrainers,
  });

const steps = [
  { title: "Sign in with Google", text: "Your Google account identifies you; we never see a password." },
  {
    title: "Fill in your trainer profile",
    text: "Contact details, skills, experience, certifications and availability, saved section by section.",
  },
  {
    title: "See what matches",
    text: "On the requirements board, requirements that match your skills are highlighted and listed first.",
  },
  {
    title: "Apply in one click",
    text: "We send you the requirement's details and put you in touch once the company has reviewed the trainers who applied.",
  },
];

export default function ForTrainers() {
  const { latest, total } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="For Trainers"
        lead="Corporate training work, matched to your skills."
        crumbs={[{ label: "For Trainers" }]}
      />
      <section className="section">
        <div className="container">
          <h2>How it works</h2>
          <ol className="steps">
            {steps.map((step) => (
              <li key={step.title} className="panel">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="steps__actions">
            <Link to={paths.trainerProfile} className="btn btn--primary">
              Open your trainer profile
            </Link>
            <Link to={paths.board()} className="btn btn--outline">
              Browse all {total} requirements
            </Link>
          </p>
          <p>
            Want companies to find you? Tick &ldquo;Show my profile to companies&rdquo; on your trainer profile to get a
            public page in the <Link to={paths.trainers()}>trainer directory</Link>, with the reviews of companies that
            engaged you.
          </p>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="latest-title">
        <div className="container">
          <h2 id="latest-title">Latest requirements</h2>
          {latest.length === 0 ? (
            <p>No requirements are open right now. Please check back soon.</p>
          ) : (
            <ol className="requirement-list">
              {latest.map((requirement) => (
                <li key={requirement.id} className="requirement-card">
                  <div className="requirement-card__head">
                    <span className="requirement-card__topic">{requirement.topic}</span>
                    <time className="requirement-card__date" dateTime={postedDateTime(requirement.postedOn)}>
                      {postedDate(requirement.postedOn)}
                    </time>
                  </div>
                  <h3 className="requirement-card__title">{requirement.trainingTopicName}</h3>
                  <p className="requirement-card__details">{requirement.details}</p>
                  <Link to={paths.boardRequirement(requirement.id)}>See it on the board</Link>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
