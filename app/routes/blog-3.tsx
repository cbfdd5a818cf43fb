import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { ListPost } from "~/components/blog/blog-post";
import { pageMeta } from "~/lib/page-meta";
import { staticContentPage } from "~/lib/route-handle";
import { standardPosts } from "~/content/blog-posts";
import { blogSidebar } from "~/content/blog-sidebar";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

export const handle = staticContentPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog List",
    description: "Our latest articles on planning, delivering and measuring corporate IT training, one post per row.",
    path: paths.blog3,
  });

/** Page data, not script: a client-side visit loads only the page's code (the JavaScript budgets, decision record 0045). */
export function loader() {
  return { posts: standardPosts.slice(2), sidebar: blogSidebar };
}

export default function BlogList() {
  const { posts, sidebar } = useLoaderData<typeof loader>();
  return (
    <BlogLayout
      title="Blog List"
      lead="The latest articles, newest first."
      crumbs={[{ label: "Blog", to: paths.blog }, { label: "Blog List" }]}
      sidebar={sidebar}
    >
      <div className="blog-list">
        {posts.map((post, index) => (
          <ListPost key={post.id} post={post} eager={index === 0} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog3} />
    </BlogLayout>
  );
}
