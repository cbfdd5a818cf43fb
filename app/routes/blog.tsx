import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { ClassicPost } from "~/components/blog/classic-post";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { featuredPosts } from "~/content/blog-posts";
import { blogSidebar } from "~/content/blog-sidebar";
import carouselStyles from "~/styles/carousel.css";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

// Hydrated for the image-slider post (autoplay every 5 s, loop, arrows); without JavaScript its
// pictures are a row that scrolls sideways.
// Its loader returns fixed content, so the page cache keeps the page (lib/route-handle.ts).
export const handle: RouteHandle = { contentLoader: true };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: carouselStyles },
  { rel: "stylesheet", href: blogStyles },
];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description:
      "Notes from our trainers on cloud labs, DevOps bootcamps, certification prep and running corporate training that sticks.",
    path: paths.blog,
  });

/** The posts and the sidebar are page data, not script: the page loads only what runs (the JavaScript budgets, decision record 0045). */
export function loader() {
  return { posts: featuredPosts, sidebar: blogSidebar };
}

export default function Blog() {
  const { posts, sidebar } = useLoaderData<typeof loader>();
  return (
    <BlogLayout
      title="Our Blog"
      lead="Field notes from the people who run our classrooms and labs."
      crumbs={[{ label: "Blog" }]}
      sidebar={sidebar}
    >
      <div className="blog-posts">
        {posts.map((post, index) => (
          <ClassicPost key={post.id} post={post} eager={index === 0} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog} />
    </BlogLayout>
  );
}
