import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { GridPost } from "~/components/blog/blog-post";
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
    title: "Blog Grid",
    description:
      "Browse our training articles at a glance: security, data, delivery formats and certification tips, laid out as cards.",
    path: paths.blog2,
  });

/** Page data, not script: a client-side visit loads only the page's code (the JavaScript budgets, decision record 0045). */
export function loader() {
  return { posts: standardPosts.slice(0, 6), sidebar: blogSidebar };
}

export default function BlogGrid() {
  const { posts, sidebar } = useLoaderData<typeof loader>();
  return (
    <BlogLayout
      title="Blog Grid"
      lead="Every article at a glance, two to a row."
      crumbs={[{ label: "Blog", to: paths.blog }, { label: "Blog Grid" }]}
      sidebar={sidebar}
    >
      <div className="blog-grid">
        {posts.map((post, index) => (
          <GridPost key={post.id} post={post} eager={index < 2} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog2} />
    </BlogLayout>
  );
}
