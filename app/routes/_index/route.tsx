import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AboutTrainer } from "~/components/home/about-trainer";
import { CourseCarousel } from "~/components/home/course-carousel";
import { HomeCounters } from "~/components/home/home-counters";
import { LearningObjectives } from "~/components/home/learning-objectives";
import { Publications } from "~/components/home/publications";
import { TestimonialsSlider } from "~/components/home/testimonials-slider";
import { WorkshopSection } from "~/components/home/workshop-section";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import homeStyles from "~/styles/pages/home.css";
import { action, loader } from "./home.server";
import { paths } from "~/lib/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: SITE_NAME,
    description: "Corporate IT training in cloud, DevOps and data, and a marketplace where companies meet trainers.",
    path: paths.home,
  });

/**
 * Kept by the page cache for visitors without cookies (server/page-cache.ts): everything here but the
 * workshop form's challenge comes from the session cookie, and the challenge is filled in per answer.
 */
export const handle: RouteHandle = { cachedWithChallenges: true };

export default function Home() {
  const { content, workshop } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      {/* What we do for each of our three audiences, one action each, within a phone's first screen (docs/design-system.md). */}
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__intro">
            <h1>{content.hero.title}</h1>
            <p className="hero__lead">{content.hero.lead}</p>
          </div>
          <ul className="hero__audiences" aria-label="What we do for you">
            {content.hero.audiences.map((audience, index) => (
              <li key={audience.title} className="hero__audience">
                <h2>{audience.title}</h2>
                <p>{audience.text}</p>
                <Link className={`btn btn--${index ? "secondary" : "primary"} btn--small`} to={audience.href}>
                  {audience.action}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <WorkshopSection
        pitch={content.workshop}
        challenge={workshop.challenge}
        reply={reply}
        defaults={workshop.defaults}
      />
      <AboutTrainer trainer={content.trainer} video={content.trainerVideo} />
      <HomeCounters counters={content.counters} />
      <CourseCarousel courses={content.courses} />
      <LearningObjectives objectives={content.objectives} />
      <TestimonialsSlider testimonials={content.testimonials} />
      <Publications publications={content.publications} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
