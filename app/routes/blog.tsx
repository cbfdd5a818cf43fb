import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { BlogLayout } from "~/components/blog/blog-layout";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { ClassicPost } from "~/components/blog/blog-post";
import { pageMeta } from "~/lib/page-meta";
import { featuredPosts } from "~/content/blog-posts";
import carouselStyles from "~/styles/carousel.css";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

// Hydrated for the image-slider post (autoplay every 5 s, loop, arrows); without JavaScript its
// pictures are a row that scrolls sideways.
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

export default function Blog() {
  return (
    <BlogLayout
      title="Our Blog"
      lead="Field notes from the people who run our classrooms and labs."
      crumbs={[{ label: "Blog" }]}
    >
      <div className="blog-posts">
        {featuredPosts.map((post, index) => (
          <ClassicPost key={post.id} post={post} eager={index === 0} />
        ))}
      </div>
      <BlogPagination basePath={paths.blog} />
    </BlogLayout>
  );
}
