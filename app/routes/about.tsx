import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostMeta } from "~/components/blog/post-meta";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { AchievementCounters } from "~/components/people/achievement-counters";
import { TeamMemberCard } from "~/components/people/team-member-card";
import { TestimonialList } from "~/components/people/testimonial-list";
import { staticContentPage } from "~/lib/route-handle";
import { aboutStory } from "~/content/about";
import { standardPosts } from "~/content/blog-posts";
import { teamMembers } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import peopleStyles from "~/styles/pages/people.css";
import { paths } from "~/lib/paths";

export const handle = staticContentPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About Our Edukon",
    description:
      "Thirty years of corporate IT training: meet the engineers who teach our cloud, DevOps and data courses and read what learners say.",
    path: paths.about,
  });

/** The blog teasers are page data, not script: the posts stay out of a client-side visit's code (decision record 0045). */
export function loader() {
  return { blogTeasers: standardPosts.slice(0, 3) };
}

export default function About() {
  const { blogTeasers } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="About Our Edukon"
        lead="Corporate IT training taught by people who build and run the systems they teach."
        crumbs={[{ label: "About" }]}
      />

      <section className="section" aria-labelledby="story-title">
        <div className="container story">
          <img
            className="story__image"
            src={aboutStory.image.src}
            alt={aboutStory.image.alt}
            width={800}
            height={600}
          />
          <div className="story__text">
            <span className="section__eyebrow">{aboutStory.eyebrow}</span>
            <h2 id="story-title">{aboutStory.title}</h2>
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="story__highlights">
              {aboutStory.highlights.map((highlight) => (
                <li key={highlight.title}>
                  <span className="story__check">
                    <Icon name="check" size={18} />
                  </span>
                  <span>
                    <strong>{highlight.title}</strong>
                    <span className="story__highlight-text">{highlight.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <AchievementCounters title="Edukon in numbers" titleId="counters-title" />

      <section className="section" aria-labelledby="instructors-title">
        <div className="container">
          <header className="section__header">
            <span className="section__eyebrow">Our instructors</span>
            <h2 id="instructors-title">Learn from working engineers</h2>
            <p>Every trainer spends most of the year on real projects, and brings those projects into the classroom.</p>
          </header>
          <div className="member-grid">
            {teamMembers.slice(0, 4).map((member) => (
              <TeamMemberCard key={member.id} member={member} />
            ))}
          </div>
          <p className="section__more">
            <Link to={paths.team} className="btn btn--outline">
              Meet the whole team
              <Icon name="arrowRight" size={16} />
            </Link>
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="testimonials-title">
        <div className="container">
          <header className="section__header">
            <span className="section__eyebrow">Testimonials</span>
            <h2 id="testimonials-title">What our learners say</h2>
          </header>
          <TestimonialList testimonials={testimonials} />
        </div>
      </section>

      <section className="section" aria-labelledby="blog-teasers-title">
        <div className="container">
          <header className="section__header">
            <span className="section__eyebrow">From the blog</span>
            <h2 id="blog-teasers-title">Notes from the training floor</h2>
          </header>
          <ul className="teasers">
            {blogTeasers.map((post) => (
              <li key={post.id} className="card teaser">
                <img src={post.imgUrl} alt={post.imgAlt} width={800} height={500} loading="lazy" />
                <div className="card__body">
                  <h3 className="card__title">
                    <Link to={paths.blogSingle}>{post.title}</Link>
                  </h3>
                  <PostMeta items={post.metaList.slice(0, 2)} label={`Details: ${post.title}`} />
                  <p>{post.desc}</p>
                  <Link to={paths.blogSingle} className="teaser__more">
                    {post.btnText}
                    <span className="visually-hidden">: {post.title}</span>
                    <Icon name="arrowRight" size={16} />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
