import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogLayout } from "~/components/blog/blog-layout";
import { PostMeta } from "~/components/blog/post-meta";
import { Icon } from "~/components/icon";
import { Avatar } from "~/components/people/avatar";
import { pageMeta } from "~/lib/page-meta";
import { staticContentPage } from "~/lib/route-handle";
import { blogPosts } from "~/content/blog-posts";
import { blogSidebar } from "~/content/blog-sidebar";
import { singlePost } from "~/content/blog-single";
import blogStyles from "~/styles/pages/blog.css";
import { paths } from "~/lib/paths";

export const handle = staticContentPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

/** The article, its sidebar and the video post are page data, not script (the JavaScript budgets, decision record 0045). */
export function loader() {
  return {
    article: singlePost,
    sidebar: blogSidebar,
    videoPost: blogPosts.find((candidate) => candidate.format === "video"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    // The loader's article; a page without data (an error) still has a title.
    title: data?.article.post.title ?? "Blog Single",
    description:
      "How our trainers size, sequence and pre-test cloud lab exercises so that every participant finishes them: a practical guide for training managers.",
    path: paths.blogSingle,
    image: data?.article.post.imgUrl,
  });

const shareLinks = [
  { iconName: "facebook", label: "Facebook" },
  { iconName: "twitter", label: "Twitter" },
  { iconName: "linkedin", label: "LinkedIn" },
  { iconName: "instagram", label: "Instagram" },
  { iconName: "pinterest", label: "Pinterest" },
] as const;

export default function BlogSingle() {
  const { article, sidebar, videoPost } = useLoaderData<typeof loader>();
  const { post, tags, author, previous, next, comments } = article;
  return (
    <BlogLayout
      title={post.title}
      crumbs={[{ label: "Blog", to: paths.blog }, { label: "Blog Single" }]}
      sidebar={sidebar}
    >
      <article className="blog-article">
        <img className="blog-article__hero" src={post.imgUrl} alt={post.imgAlt} width={800} height={500} />
        <PostMeta items={post.metaList} label="Article details" />

        <div className="blog-article__body">
          <p className="blog-article__lead">
            Every trainer has seen it: the exercise that worked perfectly last month fails in the first ten minutes
            because a quota changed, an image was retired or one participant's account is missing a role. The room
            stops, the trainer improvises, and the lab nobody finishes is the lab nobody remembers.
          </p>
          <p>
            Over the last three years we have rebuilt our cloud labs around one goal: every participant reaches the
            final step before the break. That meant fewer, smaller exercises, each with a clear checkpoint, and a
            preparation routine that treats the lab environment like production.
          </p>

          <h2>Start from the checkpoint, not the feature list</h2>
          <p>
            We write each lab backwards. First the screenshot or command output that proves the exercise worked, then
            the three to five steps that lead there. Anything that does not move a participant towards that checkpoint
            goes into an optional stretch task at the end.
          </p>

          <blockquote className="blog-article__quote">
            <Icon name="quote" size={32} />
            <p>
              A lab is finished when the slowest person in the room can show you the result, not when the fastest one
              gets bored.
            </p>
            <footer>Ananya Iyer, Corporate Trainer</footer>
          </blockquote>

          <h2>Test on a fresh account the night before</h2>
          <p>
            Our trainers run every lab end to end on a brand-new account the evening before the session, using the same
            permissions the participants will get. It takes an hour and it catches expired credits, renamed regions and
            quota limits before the class does.
          </p>
          <figure className="blog-article__figure">
            <img
              src="/images/blog/requirement-board.svg"
              alt="A planning board with each lab step on its own sticky note"
              width={800}
              height={500}
              loading="lazy"
            />
            <figcaption>Each step of a lab gets its own note, with the checkpoint written on the last one.</figcaption>
          </figure>
          <p>
            We also keep a short list of known failure points per lab, with the fix next to each. When something breaks
            mid-session the trainer reads the fix instead of searching for it while twenty people wait.
          </p>

          <h2>See the planning board in action</h2>
          <p>
            In this short video our curriculum lead walks through the board for a five-day DevOps batch, from the skills
            audit to the last lab of Friday afternoon.
          </p>
          {videoPost ? (
            <div className="blog-video blog-article__video">
              <img src={videoPost.imgUrl} alt={videoPost.imgAlt} width={800} height={500} loading="lazy" />
              <a className="blog-video__play" href={videoPost.videoLink} target="_blank" rel="noopener noreferrer">
                <Icon name="play" size={28} />
                <span className="visually-hidden">Play video: {videoPost.title} (opens in a new tab)</span>
              </a>
            </div>
          ) : null}
          <p>
            None of this needs special tooling. A checklist, a spare account and the discipline to rehearse are enough
            to turn a fragile lab into one your team will actually finish.
          </p>
        </div>

        <div className="blog-article__footer">
          <div className="blog-article__tags">
            <h2 className="blog-article__footer-title">Tags:</h2>
            <ul className="blog-tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <a href="#">{tag}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="blog-article__share">
            <h2 className="blog-article__footer-title">Share:</h2>
            <ul className="blog-share">
              {shareLinks.map((share) => (
                <li key={share.iconName}>
                  <a
                    href="#"
                    className={`blog-share__link blog-share__link--${share.iconName}`}
                    aria-label={`Share on ${share.label}`}
                  >
                    <Icon name={share.iconName} size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>

      <nav className="blog-prev-next" aria-label="More articles">
        <a href={previous.href} className="blog-prev-next__link">
          <span className="blog-prev-next__label">
            <Icon name="arrowLeft" size={16} /> Previous Article
          </span>
          <span className="blog-prev-next__title">{previous.title}</span>
        </a>
        <a href={next.href} className="blog-prev-next__link blog-prev-next__link--next">
          <span className="blog-prev-next__label">
            Next Article <Icon name="arrowRight" size={16} />
          </span>
          <span className="blog-prev-next__title">{next.title}</span>
        </a>
      </nav>

      <section className="blog-author" aria-labelledby="blog-author-name">
        <Avatar name={author.name} size={96} />
        <div>
          <h2 id="blog-author-name" className="blog-author__name">
            {author.name}
          </h2>
          <p className="blog-author__role">{author.role}</p>
          <p>{author.bio}</p>
        </div>
      </section>

      <section className="blog-comments" aria-labelledby="blog-comments-title">
        <h2 id="blog-comments-title">{String(comments.length).padStart(2, "0")} Comment</h2>
        <ol className="blog-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} id={comment.id} className="blog-comment">
              <Avatar name={comment.name} size={64} />
              <div className="blog-comment__body">
                <div className="blog-comment__head">
                  <h3 className="blog-comment__name">{comment.name}</h3>
                  <span className="blog-comment__date">{comment.date}</span>
                </div>
                <p>{comment.text}</p>
                <a href="#leave-comment" className="blog-comment__reply">
                  <Icon name="comment" size={14} /> Reply<span className="visually-hidden"> to {comment.name}</span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="leave-comment" className="blog-comment-form" aria-labelledby="leave-comment-title">
        <h2 id="leave-comment-title">Leave a Comment</h2>
        <p className="field__hint">
          Comments are closed on this sample article: the form below is a preview and sends nothing.
        </p>
        <form className="form" aria-labelledby="leave-comment-title">
          <div className="form__row form__row--2">
            <div className="field">
              <label className="field__label" htmlFor="comment-name">
                Name
              </label>
              <input id="comment-name" name="name" type="text" autoComplete="name" />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="comment-email">
                Email
              </label>
              <input id="comment-email" name="email" type="email" autoComplete="email" />
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="comment-subject">
              Subject
            </label>
            <input id="comment-subject" name="subject" type="text" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="comment-message">
              Message
            </label>
            <textarea id="comment-message" name="message" rows={5} />
          </div>
          <div className="form__actions">
            <button type="button" className="btn btn--primary">
              Send Comment
            </button>
          </div>
        </form>
      </section>
    </BlogLayout>
  );
}
