import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { type BlogPost } from "~/content/blog-posts";
import { PostMeta } from "./post-meta";
import { paths } from "~/lib/paths";

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

/** A post as a card of the grid layout. */
export function GridPost({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className="card blog-card">
      <div className="card__media">
        <img src={post.imgUrl} alt={post.imgAlt} {...POST_IMG} loading={eager ? undefined : "lazy"} />
      </div>
      <div className="card__body">
        <PostMeta items={post.metaList} />
        <PostTitle post={post} />
        <p>{post.desc}</p>
      </div>
      <div className="card__footer">
        <ReadMore post={post} className="btn btn--ghost" />
      </div>
    </article>
  );
}

/** A post as a row of the list layout: picture on the left, text on the right. */
export function ListPost({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className="blog-row">
      <div className="blog-row__media">
        <img src={post.imgUrl} alt={post.imgAlt} {...POST_IMG} loading={eager ? undefined : "lazy"} />
      </div>
      <div className="blog-row__body">
        <PostMeta items={post.metaList} />
        <PostTitle post={post} />
        <p>{post.desc}</p>
        <ReadMore post={post} className="btn btn--outline btn--small" />
      </div>
    </article>
  );
}
