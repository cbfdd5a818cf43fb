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

export const meta: MetaFunction = () =>
  pageMeta({
    title: SITE_NAME,
    description: "Corporate IT training in cloud, DevOps and data, and a marketplace where companies meet trainers.",
    path: paths.home,
  });

/**
 * Kept by the page cache for visitors without cookies (server/page-cache.js): everything here but the
 * workshop form's challenge comes from the session cookie, and the challenge is filled in per answer.
 */
export const handle: RouteHandle = { cachedWithChallenges: true };

export default function Home() {
  const { workshop } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <section className="section">
        <div className="container">
          <h1>Corporate IT training that sticks</h1>
          <p>Browse our courses, post a training requirement, or find requirements that match your skills.</p>
          <p>
            <Link className="btn btn--primary" to={paths.courses()}>
              Browse courses
            </Link>
          </p>
        </div>
      </section>
      <WorkshopSection challenge={workshop.challenge} reply={reply} defaults={workshop.defaults} />
      <AboutTrainer />
      <HomeCounters />
      <CourseCarousel />
      <LearningObjectives />
      <TestimonialsSlider />
      <Publications />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
