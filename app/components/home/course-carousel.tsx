import { Link } from "@remix-run/react";
import { Carousel } from "~/components/carousel";
import { MetaList } from "~/components/meta-list";
import { COURSE_IMAGE_SIZE, type FeaturedCourse } from "~/content/courses";
import { paths } from "~/lib/paths";
import { HomeSection } from "./home-section";

function FeaturedCourseCard({ course }: { course: FeaturedCourse }) {
  return (
    <article className="card home-course">
      <div className="card__media">
        <img src={course.imgUrl} alt={course.imgAlt} {...COURSE_IMAGE_SIZE} loading="lazy" />
      </div>
      <div className="card__body">
        <div className="home-course__top">
          <span className="badge">{course.courseName}</span>
          <span className="home-course__price">{course.coursePrice}</span>
        </div>
        <h3 className="card__title">
          <Link to={course.href}>{course.courseTitle}</Link>
        </h3>
        <MetaList
          items={[
            { icon: "book", text: `${course.totalLessons} lessons` },
            { icon: "clock", text: `${course.hours} hours` },
          ]}
        />
      </div>
      <div className="card__footer">
        <MetaList
          items={[
            { icon: "users", text: `${course.userCount} learners` },
            { icon: "comment", text: `${course.commentCount} comments` },
          ]}
        />
      </div>
    </article>
  );
}

export function CourseCarousel({ courses }: { courses: FeaturedCourse[] }) {
  return (
    <HomeSection id="home-courses-title" eyebrow="Featured courses" title="Pick a course and start this month" alt>
      {/* docs/product.md section 9: 1 slide under 768 px, 2 from 768, 3 from 1200 (home.css), spacing 20, looping.
            SPEC's 2.85 cut the third card through its price: whole cards only (docs/design-system.md, decision record 0036). */}
      <Carousel
        label="Featured courses"
        className="carousel--courses"
        slides={courses.map((course) => ({
          key: course.id,
          content: <FeaturedCourseCard course={course} />,
        }))}
      />
      <p className="home-courses__more">
        <Link className="btn btn--outline" to={paths.courses()}>
          See all courses
        </Link>
      </p>
    </HomeSection>
  );
}
