import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { GridPost } from "~/components/blog/blog-post";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";
import { standardPosts } from "~/content/blog-posts";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog Grid",
    description:
      "Browse our training articles at a glance: security, data, delivery formats and certification tips, laid out as cards.",
    path: paths.blog2,
  });

export default function BlogGrid() {
  return (
    <BlogLayout
      title="Blog Grid"
      lead="Every article at a glance, two to a row."
      crumbs={[{ label: "Blog", to: paths.blog }, { label: "Blog Grid" }]}
    >
      <div className="blog-grid">
        {standardPosts.slice(0, 6).map((post, index) => (
          <GridPost key={post.id} post={post} eager={index < 2} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog2} />
    </BlogLayout>
  );
}
