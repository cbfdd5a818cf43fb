import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { TeamMemberCard } from "~/components/people/team-member-card";
import { staticPage } from "~/lib/route-handle";
import { teamMembers } from "~/content/team";
import peopleStyles from "~/styles/pages/people.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Our Team",
    description:
      "Meet Edukon's trainers: cloud architects, DevOps engineers and data scientists who teach what they build every day.",
    path: paths.team,
  });

export default function Team() {
  return (
    <>
      <PageBanner
        title="Our Team"
        lead="Meet our trainers: cloud, DevOps, data and security specialists with years of production experience."
        crumbs={[{ label: "Team" }]}
      />
      <section className="section" aria-label="Trainers">
        <div className="container">
          <div className="member-grid">
            {teamMembers.map((member, index) => (
              <TeamMemberCard key={member.id} member={member} headingLevel={2} eager={index < 4} />
            ))}
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="join-team-title">
        <div className="container cta-band">
          <div>
            <h2 id="join-team-title">Want to teach with us?</h2>
            <p>We are always looking for engineers who enjoy explaining what they do.</p>
          </div>
          <Link to={paths.instructor} className="btn btn--primary">
            Become an instructor
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </section>
    </>
  );
}
