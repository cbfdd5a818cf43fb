import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { MetaList } from "~/components/meta-list";
import { SignInControl } from "~/components/sign-in-control";
import { useUser } from "~/hooks/use-root-data";
import { COURSE_IMAGE_SIZE, type Course } from "~/content/courses";
import { paths } from "~/lib/paths";

/**
 * A catalogue card; its title links to the course's page. Signed in, the enrol action is a link to the enrolment form for this course;
 * signed out, it is the sign-in control, which brings the visitor back to the catalogue.
 */
export function CourseCard({ course, eager = false }: { course: Course; eager?: boolean }) {
  const user = useUser();
  const titleId = `course-${course.id}-title`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <div className="card__media course-card__media">
        <img src={course.imgUrl} alt={course.imgAlt} {...COURSE_IMAGE_SIZE} loading={eager ? undefined : "lazy"} />
        <span className={`course-card__price${course.price === "$0" ? " course-card__price--free" : ""}`}>
          <span className="visually-hidden">Price: </span>
          {course.price}
        </span>
      </div>
      <div className="card__body">
        <ul className="meta-list">
          <li>
            <span className="badge">{course.cate}</span>
          </li>
          <li>
            <Icon name="star" size={14} className="course-card__star" />
            {course.reviewCount} reviews
          </li>
        </ul>
        <h3 className="card__title" id={titleId}>
          <Link to={paths.course(course.id)}>{course.title}</Link>
        </h3>
        {course.courseSingle ? (
          <p className="course-card__tutorials">
            <Link to={course.courseSingle}>{course.title} tutorials</Link>
          </p>
        ) : null}
        <MetaList
          items={[
            { icon: "book", text: `${course.totalLessons} lessons` },
            { icon: "clock", text: `${course.hours} hours` },
            { icon: "calendar", text: course.schedule },
          ]}
        />
      </div>
      <div className="card__footer">
        <span className="course-card__author">
          <Icon name="user" size={16} />
          <span className="visually-hidden">Trainer: </span>
          {course.authorName}
        </span>
        {user ? (
          <Link
            className="btn btn--primary btn--small"
            to={paths.courseEnroll(course.title)}
            aria-describedby={titleId}
          >
            {course.btnText}
          </Link>
        ) : (
          // docs/product.md section 2: a signed-out card says what signing in is for.
          <SignInControl label="Sign In to enroll" className="btn btn--outline btn--small" compact />
        )}
      </div>
    </article>
  );
}
