import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { PageBanner } from "~/components/page-banner";
import { Avatar } from "~/components/people/avatar";
import { RatingStars } from "~/components/rating-stars";
import { ReviewList } from "~/components/trainers/review-list";
import { yearsText } from "~/components/trainers/trainer-card";
import { INVITE_ANSWER, INVITE_FIELDS } from "~/forms/invite-trainer";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { staticPage } from "~/lib/route-handle";
import { averageStars, reviewSummaryText } from "~/lib/trainer-ranking";
import trainersStyles from "~/styles/pages/trainers.css";
import { loader } from "./trainer-page.server";

/** A page to read: nothing on it needs a script (its one form, the invitation, posts without one). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: trainersStyles }];

/** Opened with a company's manage link (`?for=`), the page is private: the loader says so. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data
    ? [
        ...pageMeta({
          title: `${data.trainer.name}, corporate trainer`,
          description: `${data.trainer.name}: ${data.trainer.headline || data.trainer.skills.join(", ") || "corporate IT trainer"}. ${reviewSummaryText(data.trainer)}.`,
          path: paths.trainer(data.trainer.slug),
        }),
        ...(new URLSearchParams(location.search).has("for") ? [{ name: "robots", content: "noindex, nofollow" }] : []),
      ]
    : pageMeta({ title: "Trainer not found", description: "This trainer has no public page." });

export { loader };

const NOT_GIVEN = "Not given";

export default function TrainerPage() {
  const { trainer, invite } = useLoaderData<typeof loader>();
  const average = averageStars(trainer);
  const facts: [string, string][] = [
    ["Training mode", trainer.mode],
    ["City", trainer.city || NOT_GIVEN],
    ["Years of experience", yearsText(trainer.experienceYears) ?? NOT_GIVEN],
    ["Training experience", yearsText(trainer.trainingYears) ?? NOT_GIVEN],
    ["Languages", trainer.languages.join(", ") || NOT_GIVEN],
  ];
  if (trainer.perDayCharge !== null) facts.push(["Per-day charge", `₹${trainer.perDayCharge.toLocaleString("en-IN")}`]);
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title={trainer.name}
        lead={trainer.headline || "Corporate trainer"}
        crumbs={[{ label: "Trainers", to: paths.trainers() }, { label: trainer.name }]}
        media={<Avatar name={trainer.name} size={96} photoUrl={trainer.photoUrl} />}
      >
        <p className="trainer-hero__rating">
          {average === null ? null : <RatingStars rating={Math.round(average)} size={18} />}
          <span>{reviewSummaryText(trainer)}</span>
        </p>
        {invite ? (
          <Form
            method="post"
            action={`${paths.requirementInvite(invite.token)}#${INVITE_ANSWER}`}
            className="trainer-hero__action"
          >
            <input type="hidden" name={INVITE_FIELDS.trainer} value={trainer.slug} />
            <input type="hidden" name={INVITE_FIELDS.q} value={trainer.name} />
            <button type="submit" className="btn btn--primary">
              Invite to a requirement
            </button>
            <span className="trainer-hero__for">to &ldquo;{invite.title}&rdquo;</span>
          </Form>
        ) : (
          <p className="trainer-hero__action">
            <Link to={paths.postRequirement} className="btn btn--primary">
              Post a requirement
            </Link>
            <span className="trainer-hero__for">Free: trainers like {trainer.name} apply to it.</span>
          </p>
        )}
      </PageBanner>
      <section className="section">
        <div className="container trainer-page">
          <aside className="panel trainer-page__facts" aria-labelledby="trainer-facts">
            <h2 id="trainer-facts" className="panel__title">
              At a glance
            </h2>
            <dl className="manage-facts">
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </aside>
          <div className="trainer-page__main stack">
            <section className="panel" aria-labelledby="trainer-skills">
              <h2 id="trainer-skills" className="panel__title">
                Skills
              </h2>
              {trainer.skills.length > 0 ? (
                <ul className="trainer-card__skills" aria-label="Skills">
                  {trainer.skills.map((skill) => (
                    <li key={skill} className="badge">
                      {skill}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{NOT_GIVEN}</p>
              )}
            </section>
            <section className="panel stack" aria-labelledby="trainer-reviews">
              <h2 id="trainer-reviews" className="panel__title">
                Verified reviews
              </h2>
              <p className="trainer-page__summary">{reviewSummaryText(trainer)}</p>
              <p className="trainer-page__note">
                Only a company that engaged this trainer through our site can review them, once per engagement.
              </p>
              <ReviewList reviews={trainer.reviews} />
            </section>
            <p>
              <Link to={paths.trainers()}>All trainers</Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
