import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CoursePriceBox } from "~/components/courses/course-price-box";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { demoCourse } from "~/content/course-single";
import { countByCategory, courses } from "~/content/courses";
import courseStyles from "~/styles/pages/course.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: courseStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: demoCourse.title,
    description: "A sample course page: a practical cloud introduction for busy teams, six sessions for $89.",
    path: paths.courseSingle,
  });

const categoryCounts = countByCategory(courses);

export default function CourseSingle() {
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title={demoCourse.title}
        lead={`With ${demoCourse.trainer}`}
        crumbs={[{ label: "Courses", to: paths.courses() }, { label: "Course Details" }]}
      />
      <section className="section">
        <div className="container with-sidebar">
          <div className="course-detail">
            <img
              className="course-detail__image"
              src={demoCourse.image.src}
              alt={demoCourse.image.alt}
              width={demoCourse.image.width}
              height={demoCourse.image.height}
            />
            <h2>Course overview</h2>
            {demoCourse.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <h2>What you will learn</h2>
            <ul className="course-outcomes">
              {demoCourse.outcomes.map((outcome) => (
                <li key={outcome}>
                  <Icon name="check" size={16} />
                  {outcome}
                </li>
              ))}
            </ul>
            <h2>Curriculum</h2>
            <div className="curriculum">
              {demoCourse.modules.map((module) => (
                <details key={module.title} className="curriculum__module" open>
                  <summary>{module.title}</summary>
                  <ol>
                    {module.lessons.map((lesson) => (
                      <li key={lesson}>{lesson}</li>
                    ))}
                  </ol>
                </details>
              ))}
            </div>
          </div>
          <aside className="course-sidebar">
            <CoursePriceBox
              price={demoCourse.price}
              facts={[{ label: "Trainer", value: demoCourse.trainer }, ...demoCourse.features]}
            >
              <Link className="btn btn--primary" to={paths.signupThen(paths.courseEnroll(demoCourse.title))}>
                Enrolled Now
              </Link>
            </CoursePriceBox>
            <nav className="panel category-filter" aria-labelledby="course-categories-title">
              <h2 id="course-categories-title" className="panel__title">
                Course categories
              </h2>
              <ul>
                {categoryCounts.map((entry) => (
                  <li key={entry.category}>
                    <Link className="category-filter__link" to={paths.courses({ category: entry.category })}>
                      <span>{entry.category}</span>
                      <span className="category-filter__count">
                        {entry.count}
                        <span className="visually-hidden"> courses</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>
    </>
  );
}
