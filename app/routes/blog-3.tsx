import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { ListPost } from "~/components/blog/blog-post";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";
import { standardPosts } from "~/content/blog-posts";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog List",
    description: "Our latest articles on planning, delivering and measuring corporate IT training, one post per row.",
    path: paths.blog3,
  });

export default function BlogList() {
  return (
    <BlogLayout
      title="Blog List"
      lead="The latest articles, newest first."
      crumbs={[{ label: "Blog", to: paths.blog }, { label: "Blog List" }]}
    >
      <div className="blog-list">
        {standardPosts.slice(2).map((post, index) => (
          <ListPost key={post.id} post={post} eager={index === 0} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog3} />
    </BlogLayout>
  );
}
