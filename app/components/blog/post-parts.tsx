import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { type BlogPost } from "~/content/blog-posts";
import { paths } from "~/lib/paths";

// What every post style shares, apart from the grid and list posts (this module) and the classic ones
// (classic-post.tsx), so that each blog page loads only the styles it shows (the JavaScript budgets, decision record 0045).

export const POST_IMG = { width: 800, height: 500 } as const;

export function ReadMore({ post, className = "btn btn--primary btn--small" }: { post: BlogPost; className?: string }) {
  return (
    <Link to={paths.blogSingle} className={className}>
      {post.btnText}
      <span className="visually-hidden">: {post.title}</span>
      <Icon name="arrowRight" size={16} />
    </Link>
  );
}

export function PostTitle({ post }: { post: BlogPost }) {
  return (
    <h2 className="blog-post__title">
      <Link to={paths.blogSingle}>{post.title}</Link>
    </h2>
  );
}
