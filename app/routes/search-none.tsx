import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
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
    title: "No Results Found",
    description: "Your search matched nothing on Edukon Training. Try other words, or browse our courses and articles.",
    path: paths.searchNone,
  });

export default function SearchNone() {
  return (
    <>
      <PageBanner title="No Results Found" crumbs={[{ label: "Search" }]} />
      <section className="section">
        <div className="container search-none">
          <img src="/images/blog/search-none.svg" alt="" width={320} height={200} className="search-none__art" />
          <h2 className="search-none__title">Oops!</h2>
          <p className="search-none__lead">Couldn&apos;t find what you&apos;re looking for!</p>
          <p>Check the spelling, try a shorter or more general word, or start a new search below.</p>
          <BlogSearchForm id="search-none-query" label="New search" />
          <p className="search-none__links">
            Or browse <Link to={paths.courses()}>our courses</Link> and <Link to={paths.blog}>the blog</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
