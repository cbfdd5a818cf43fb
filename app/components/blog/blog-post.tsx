import { Link } from "@remix-run/react";
import type { KeenSliderOptions } from "keen-slider";
import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { type BlogPost } from "~/content/blog-posts";
import { PostMeta } from "./post-meta";
import { paths } from "~/lib/paths";

const POST_IMG = { width: 800, height: 500 } as const;

/** The image-slider post: one picture at a time, looping; the Carousel adds the 5-second autoplay. */
const SLIDER_OPTIONS: KeenSliderOptions = { loop: true, slides: { perView: 1 } };

function ReadMore({ post, className = "btn btn--primary btn--small" }: { post: BlogPost; className?: string }) {
  return (
    <Link to={paths.blogSingle} className={className}>
      {post.btnText}
      <span className="visually-hidden">: {post.title}</span>
      <Icon name="arrowRight" size={16} />
    </Link>
  );
}

function PostTitle({ post }: { post: BlogPost }) {
  return (
    <h2 className="blog-post__title">
      <Link to={paths.blogSingle}>{post.title}</Link>
    </h2>
  );
}

/**
 * The media block of a classic post: a picture, an image slider (a row that scrolls sideways without
 * JavaScript), a
 * video thumbnail with a play link, or a pull quote.
 */
function PostMedia({ post, eager }: { post: BlogPost; eager: boolean }) {
  const loading = eager ? undefined : "lazy";
  switch (post.format) {
    case "slider":
      return (
        <Carousel
          label={`Photos: ${post.title}`}
          options={SLIDER_OPTIONS}
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
