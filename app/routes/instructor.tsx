import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { AchievementCounters } from "~/components/people/achievement-counters";
import { TeamMemberCard } from "~/components/people/team-member-card";
import { staticPage } from "~/lib/route-handle";
import { teachCategories, teachSteps, teamMembers } from "~/content/team";
import peopleStyles from "~/styles/pages/people.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Become an Instructor",
    description:
      "Teach corporate IT courses with Edukon: the subjects we train, how to join as an instructor, and the numbers behind our programmes.",
    path: paths.instructor,
  });

export default function Instructor() {
  return (
    <>
      <PageBanner
        title="Become an Instructor"
        lead="Share what you build at work with the teams who need it next."
        crumbs={[{ label: "Instructor" }]}
      />

      <section className="section" aria-labelledby="teach-title">
        <div className="container story">
          <img
            className="story__image"
            src="/images/instructor/teach-with-us.svg"
            alt="A whiteboard with a bar chart and a rising line beside a ticked course outline, before three learners' desks"
            width={800}
            height={600}
          />
          <div className="story__text">
            <span className="section__eyebrow">Teach with us</span>
            <h2 id="teach-title">Turn your experience into a course</h2>
            <p>
              Companies come to us when they need a team to learn a tool properly, fast. You bring the expertise; we
              find the clients, handle the scheduling and provide tested lab environments.
            </p>
            <ol className="steps">
              {teachSteps.map((step) => (
                <li key={step.id}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
            <p className="story__actions">
              <Link to={paths.forTrainers} className="btn btn--primary">
                Register as a trainer
              </Link>
              <Link to={paths.contact} className="btn btn--outline">
                Talk to us first
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="categories-title">
        <div className="container">
          <header className="section__header">
            <span className="section__eyebrow">Categories</span>
            <h2 id="categories-title">What you can teach</h2>
            <p>Our clients ask most often for these subjects. Other topics are welcome too.</p>
          </header>
          <ul className="categories">
            {teachCategories.map((category) => (
              <li key={category.id} className="category">
                <img src={category.imgUrl} alt="" width={96} height={96} loading="lazy" />
                <h3 className="category__title">{category.title}</h3>
                <p>{category.text}</p>
                <p className="category__count">
                  <Icon name="book" size={16} />
                  {category.courseCount} courses
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <AchievementCounters title="Our achievements" titleId="achievements-title" />

      <section className="section" aria-labelledby="instructor-team-title">
        <div className="container">
          <header className="section__header">
            <span className="section__eyebrow">Our instructors</span>
            <h2 id="instructor-team-title">You would be joining</h2>
          </header>
          <div className="member-grid">
            {teamMembers.slice(4, 8).map((member) => (
              <TeamMemberCard key={member.id} member={member} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
