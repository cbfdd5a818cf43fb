import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { type BlogPost } from "~/content/blog-posts";
import { POST_IMG, PostTitle, ReadMore } from "./post-parts";
import { PostMeta } from "./post-meta";

// Apart from the grid and list posts: only /blog shows the image slider, so only its page loads the carousel and
// its script (the JavaScript budgets, decision record 0045; /blog-2 and /blog-3 show standard posts only).

/**
 * The media block of a classic post: a picture, an image slider (one picture at a time; the Carousel scrolls it
 * every 5 s and loops, and without JavaScript it is a row that scrolls sideways), a video thumbnail with a play link,
 * or a pull quote.
 */
function PostMedia({ post, eager }: { post: BlogPost; eager: boolean }) {
  const loading = eager ? undefined : "lazy";
  switch (post.format) {
    case "slider":
      return (
        <Carousel
          label={`Photos: ${post.title}`}
          className="carousel--blog"
          slides={post.imgUrlList.map((image) => ({
            key: image.imgUrl,
            content: <img src={image.imgUrl} alt={image.imgAlt} {...POST_IMG} loading={loading} />,
          }))}
        />
      );
    case "video":
      return (
        <div className="blog-video">
          <img src={post.imgUrl} alt={post.imgAlt} {...POST_IMG} loading={loading} />
          <a className="blog-video__play" href={post.videoLink} target="_blank" rel="noopener noreferrer">
            <Icon name="play" size={28} />
            <span className="visually-hidden">Play video: {post.title} (opens in a new tab)</span>
          </a>
        </div>
      );
    case "quote":
      return (
        <blockquote className="blog-quote">
          <Icon name="quote" size={36} />
          <p>{post.queteText}</p>
        </blockquote>
      );
    default:
      return (
        <div className="blog-post__image">
          <img src={post.imgUrl} alt={post.imgAlt} {...POST_IMG} loading={loading} />
        </div>
      );
  }
}

/** One post of the classic blog page, in its own style. */
export function ClassicPost({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className={`blog-post blog-post--${post.format}`}>
      <PostMedia post={post} eager={eager} />
      <div className="blog-post__body">
        <PostTitle post={post} />
        <PostMeta items={post.metaList} />
        <p>{post.desc}</p>
        <ReadMore post={post} />
      </div>
    </article>
  );
}
