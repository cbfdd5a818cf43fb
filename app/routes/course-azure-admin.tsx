import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { CoursePriceBox } from "~/components/courses/course-price-box";
import { EnrolAction } from "~/components/courses/enrol-action";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { azureAdminFacts, azureAdminTutorials } from "~/content/azure-admin-course";
import { COURSE_IMAGE_SIZE, courses } from "~/content/courses";
import courseStyles from "~/styles/pages/course.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: courseStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Azure Administration Course",
    description:
      "Azure Administration: five hands-on tutorials, from signing in to the portal to Windows and Ubuntu virtual machines.",
    path: paths.courseAzureAdmin,
  });

const course = courses[0]!;

export default function AzureAdminCourse() {
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title={course.title}
        lead="Hands-on tutorials for new Azure administrators."
        crumbs={[{ label: "Courses", to: paths.courses() }, { label: course.title }]}
      />
      <section className="section">
        <div className="container with-sidebar">
          <div className="course-detail">
            <img className="course-detail__image" src={course.imgUrl} alt={course.imgAlt} {...COURSE_IMAGE_SIZE} />
            <p className="course-detail__lead">{course.description}</p>
            <p>
              {/* The course's own page has its dates, seats and enrolment (docs/product.md, "Courses, batches and seats"). */}
              <a href={paths.course(course.id)}>Upcoming batches and enrolment for {course.title}</a>
            </p>
            <nav className="panel tutorial-index" aria-labelledby="tutorials-title">
              <h2 id="tutorials-title" className="panel__title">
                Tutorials
              </h2>
              <ol>
                {azureAdminTutorials.map((tutorial) => (
                  <li key={tutorial.id}>
                    <a href={`#${tutorial.id}`}>{tutorial.linkText}</a>
                    <span className="tutorial-index__duration">{tutorial.duration}</span>
                  </li>
                ))}
              </ol>
            </nav>
            {azureAdminTutorials.map((tutorial, index) => (
              <section key={tutorial.id} id={tutorial.id} className="tutorial" aria-labelledby={`${tutorial.id}-title`}>
                <p className="section__eyebrow">
                  Tutorial {index + 1} · {tutorial.duration}
                </p>
                <h2 id={`${tutorial.id}-title`}>{tutorial.title}</h2>
                <p>{tutorial.summary}</p>
                <ol className="tutorial__steps">
                  {tutorial.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <p>
                  <a href="#tutorials-title">Back to the tutorial list</a>
                </p>
              </section>
            ))}
          </div>
          <aside className="course-sidebar">
            <CoursePriceBox
              price={course.price}
              facts={[
                { label: "Trainer", value: course.authorName },
                { label: "Lessons", value: course.totalLessons },
                { label: "Schedule", value: course.schedule },
                { label: "Reviews", value: course.reviewCount },
              ]}
            >
              <EnrolAction title={course.title} />
            </CoursePriceBox>
            <div className="panel">
              <h2 className="panel__title">What you will learn</h2>
              <ul className="course-outcomes">
                {azureAdminFacts.outcomes.map((outcome) => (
                  <li key={outcome}>
                    <Icon name="check" size={16} />
                    {outcome}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
