import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogSearchForm } from "~/components/blog/blog-sidebar";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import searchStyles from "~/styles/pages/search.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Search Results",
    description: "Search results across Edukon Training courses, articles and pages.",
    path: paths.searchPage(),
  });

const MAX_QUERY_LENGTH = 100;

export function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { query };
}

/** Placeholder results: the same four entries whatever the query, until site search is built. */
const results = [
  {
    title: "Designing Hands-On Cloud Labs Your Team Will Actually Finish",
    href: paths.blogSingle,
    kind: "Article",
    excerpt:
      "How our trainers size, sequence and pre-test cloud exercises so that every participant reaches the last step before lunch.",
  },
  {
    title: "Corporate Courses in Cloud, DevOps and Data",
    href: paths.courses(),
    kind: "Courses",
    excerpt: "Instructor-led programmes for engineering teams, delivered on site or online by working engineers.",
  },
  {
    title: "Post a Training Requirement",
    href: paths.postRequirement,
    kind: "Page",
    excerpt: "Describe the skills, headcount and dates you need, and receive quotes from trainers and vendors.",
  },
  {
    title: "Blog Grid: Every Article at a Glance",
    href: paths.blog2,
    kind: "Blog",
    excerpt: "Security awareness, Power BI planning, delivery formats and certification tips, laid out as cards.",
  },
] as const;

export default function SearchPage() {
  const { query } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Search Results" crumbs={[{ label: "Search" }]} />
      <section className="section">
        <div className="container search-page">
          <BlogSearchForm id="search-page-query" label="Search the site" defaultValue={query} />
          <p className="search-page__summary">
            {query ? (
              <>
                Showing {results.length} results for <strong>&ldquo;{query}&rdquo;</strong>
              </>
            ) : (
              <>Showing {results.length} suggested results</>
            )}
          </p>
          <ol className="search-results" aria-label="Search results">
            {results.map((result) => (
              <li key={result.href} className="search-result">
                <span className="badge">{result.kind}</span>
                <h2 className="search-result__title">
                  <Link to={result.href}>{result.title}</Link>
                </h2>
                <p className="search-result__url">{result.href}</p>
                <p>{result.excerpt}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
