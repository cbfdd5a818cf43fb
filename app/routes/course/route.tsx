import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { CategoryFilter } from "~/components/courses/category-filter";
import { CourseCard } from "~/components/courses/course-card";
import { CourseJsonLd } from "~/components/courses/course-json-ld";
import { SearchForm } from "~/components/form/search-form";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { PageBanner } from "~/components/page-banner";
import courseStyles from "~/styles/pages/course.css";
import { loader } from "./course.server";
import { paths } from "~/lib/paths";

// Kept by the page cache for visitors without a cookie, per search and category (decision records 0044, 0072).
export const handle: RouteHandle = { cachedList: { q: "search", category: "search" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: courseStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Courses",
    description:
      "Browse about 40 instructor-led courses in Azure, DevOps, data, scripting, blockchain and monitoring, and enrol online.",
    path: paths.courses(),
  });

/** Cards in the first row load at once; the rest when they scroll near. */
const EAGER_CARDS = 3;

export default function CourseCatalogue() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === paths.courses() &&
    navigation.location.search !== location.search;

  return (
    <>
      <PageBanner
        purpose="catalogue"
        title="Our Courses"
        lead="Instructor-led courses for teams and individuals, online or at your office."
        crumbs={[{ label: "Courses" }]}
      />
      <section className="section">
        <div className="container catalogue-layout">
          <div className="catalogue__toolbar">
            <SearchForm
              label="Search courses"
              className="course-search"
              inputId="course-search-input"
              query={view.query}
              placeholder="Search courses"
              maxLength={100}
              searching={searching}
              searchingText="Searching..."
            >
              {view.category ? <input type="hidden" name="category" value={view.category} /> : null}
            </SearchForm>
            <p className="catalogue__count" role="status">
              Showing {view.courses.length} of {view.total} results
            </p>
          </div>
          <aside className="catalogue__filters">
            <CategoryFilter
              query={view.query}
              active={view.category}
              counts={view.categoryCounts}
              total={view.matching}
            />
          </aside>
          <div className="catalogue__results">
            <h2 className="visually-hidden">Course list</h2>
            {view.courses.length > 0 ? (
              <ul className="catalogue__grid">
                {view.courses.map((course, index) => (
                  <li key={course.id}>
                    <CourseCard course={course} eager={index < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                <p>
                  No course matches {view.query ? <>&ldquo;{view.query}&rdquo;</> : "this filter"}
                  {view.category ? <> in {view.category}</> : null}.
                </p>
                <p>
                  <Link className="btn btn--primary" to={paths.courses()}>
                    Show all courses
                  </Link>
                </p>
              </div>
            )}
          </div>
        </div>
      </section>
      <CourseJsonLd courses={view.courses} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
