import { Link } from "@remix-run/react";
import { MetaList } from "~/components/meta-list";
import { formatCourseCount, formatStudentCount, type TeamMember } from "~/content/team";
import { paths } from "~/lib/paths";

/** One trainer in a grid: portrait, name (to the profile), degree, course and learner counts. */
export function TeamMemberCard({
  member,
  headingLevel = 3,
  eager = false,
}: {
  member: TeamMember;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="member-card">
      <img
        className="member-card__photo"
        src={member.imgUrl}
        alt={member.imgAlt}
        width={400}
        height={400}
        loading={eager ? undefined : "lazy"}
      />
      <div className="member-card__body">
        <Heading className="member-card__name">
          <Link to={paths.teamSingle}>{member.name}</Link>
        </Heading>
        <p className="member-card__speciality">{member.speciality}</p>
        <p className="member-card__degree">{member.degree}</p>
        <MetaList
          className="member-card__stats"
          items={[
            { icon: "book", text: formatCourseCount(member.courseCount) },
            { icon: "users", text: formatStudentCount(member.studentAnroll) },
          ]}
        />
      </div>
    </article>
  );
}
