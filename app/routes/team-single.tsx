import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { SkillRing } from "~/components/people/skill-ring";
import { staticPage } from "~/lib/route-handle";
import { featuredTrainer, formatCourseCount, formatStudentCount } from "~/content/team";
import peopleStyles from "~/styles/pages/people.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

const { member, role, experienceYears, bio, contacts, languages, awards } = featuredTrainer;

export const meta: MetaFunction = () =>
  pageMeta({
    title: `${member.name}, Corporate Trainer`,
    description: `${member.name} has ${experienceYears} years of experience in cloud architecture and teaches Edukon's Azure courses. Profile, languages and awards.`,
    path: paths.teamSingle,
    image: member.imgUrl,
  });

export default function TeamSingle() {
  return (
    <>
      <PageBanner
        title={member.name}
        lead={role}
        crumbs={[{ label: "Team", to: paths.team }, { label: "Team Single" }]}
      />

      <section className="section" aria-labelledby="profile-title">
        <div className="container profile">
          <img className="profile__photo" src={member.imgUrl} alt={member.imgAlt} width={400} height={400} />
          <div className="profile__text">
            <h2 id="profile-title">About {member.name.split(" ")[0]}</h2>
            <p className="profile__degree">{member.degree}</p>
            {bio.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="profile__facts">
              <li>
                <span className="profile__fact-value">{experienceYears} Years</span>
                <span className="profile__fact-label">Trainer experience</span>
              </li>
              <li>
                <span className="profile__fact-value">{formatCourseCount(member.courseCount)}</span>
                <span className="profile__fact-label">Taught at Edukon</span>
              </li>
              <li>
                <span className="profile__fact-value">{formatStudentCount(member.studentAnroll)}</span>
                <span className="profile__fact-label">Enrolled so far</span>
              </li>
            </ul>
            <dl className="profile__contacts">
              {contacts.map((contact) => (
                <div key={contact.label}>
                  <dt>
                    <Icon name={contact.iconName} size={18} />
                    {contact.label}
                  </dt>
                  <dd>{contact.href ? <a href={contact.href}>{contact.value}</a> : contact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="languages-title">
        <div className="container">
          <header className="section__header">
            <h2 id="languages-title">Language Skill</h2>
            <p>{member.name.split(" ")[0]} teaches in any of these languages; the rings show her own rating of each.</p>
          </header>
          <ul className="skill-rings">
            {languages.map((skill) => (
              <li key={skill.language}>
                <SkillRing label={skill.language} percent={skill.percent} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="awards-title">
        <div className="container">
          <header className="section__header">
            <h2 id="awards-title">Awards</h2>
          </header>
          <ul className="awards">
            {awards.map((award) => (
              <li key={award.id} className="award">
                <img src={award.imgUrl} alt={award.imgAlt} width={160} height={160} loading="lazy" />
                <div>
                  <h3 className="award__title">{award.title}</h3>
                  <p className="award__meta">
                    {award.giver}, {award.year}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="section__more">
            <Link to={paths.team} className="btn btn--outline">
              <Icon name="arrowLeft" size={16} />
              Back to the team
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
