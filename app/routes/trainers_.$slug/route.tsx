import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { PageBanner } from "~/components/page-banner";
import { ReviewList } from "~/components/trainers/review-list";
import { yearsText } from "~/components/trainers/trainer-card";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { staticPage } from "~/lib/route-handle";
import { reviewSummaryText } from "~/lib/trainer-ranking";
import trainersStyles from "~/styles/pages/trainers.css";
import { trainerPageLoader } from "./trainer-page.server";

/** A page to read: nothing on it needs a script. */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: trainersStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: `${data.trainer.name}, corporate trainer`,
        description: `${data.trainer.name}: ${data.trainer.skills.join(", ") || "corporate IT trainer"}. ${reviewSummaryText(data.trainer)}.`,
        path: paths.trainer(data.trainer.slug),
      })
    : pageMeta({ title: "Trainer not found", description: "This trainer has no public page." });

export const loader = ({ params }: LoaderFunctionArgs) => trainerPageLoader(params.slug);

const NOT_GIVEN = "Not given";

export default function TrainerPage() {
  const { trainer } = useLoaderData<typeof loader>();
  const facts: [string, string][] = [
    ["Skills", trainer.skills.join(", ") || NOT_GIVEN],
    ["Years of experience", yearsText(trainer.experienceYears) ?? NOT_GIVEN],
    ["Training experience", yearsText(trainer.trainingYears) ?? NOT_GIVEN],
    ["Languages", trainer.languages.join(", ") || NOT_GIVEN],
    ["Training mode", trainer.mode],
    ["City", trainer.city || NOT_GIVEN],
  ];
  if (trainer.perDayCharge !== null) facts.push(["Per-day charge", `₹${trainer.perDayCharge.toLocaleString("en-IN")}`]);
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title={trainer.name}
        lead="Corporate trainer"
        crumbs={[{ label: "Trainers", to: paths.trainers() }, { label: trainer.name }]}
      />
      <section className="section">
        <div className="container trainers-layout">
          <section className="panel" aria-labelledby="trainer-facts">
            <h2 id="trainer-facts">Profile</h2>
            <dl className="manage-facts">
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
          <section className="panel stack" aria-labelledby="trainer-reviews">
            <h2 id="trainer-reviews">Verified reviews</h2>
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
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
