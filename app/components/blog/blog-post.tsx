import { type BlogPost } from "~/content/blog-posts";
import { POST_IMG, PostTitle, ReadMore } from "./post-parts";
import { PostMeta } from "./post-meta";

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
