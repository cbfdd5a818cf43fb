import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { BlogSidebarContent } from "~/content/blog-sidebar";
import { paths } from "~/lib/paths";

/** A search box that works without JavaScript: a GET form to the search results page. */
export function BlogSearchForm({
  id,
  label = "Search the blog",
  defaultValue,
}: {
  id: string;
  label?: string;
  defaultValue?: string;
}) {
  return (
    <form className="blog-search" method="get" action={paths.searchPage()} role="search" aria-label={label}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="search" name="q" placeholder="Search..." defaultValue={defaultValue} />
      <button type="submit" className="btn btn--secondary">
        <Icon name="search" size={18} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}

function Widget({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="blog-widget" aria-labelledby={id}>
      <h2 id={id} className="blog-widget__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The blog's sidebar: search, categories, popular posts, archives, gallery and tags. Its content comes with the
 * page's data (the blog pages' loaders), not in the page's script (the JavaScript budgets, decision record 0045).
 */
export function BlogSidebar({ content }: { content: BlogSidebarContent }) {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <Widget id="widget-search" title="Search">
        <BlogSearchForm id="blog-sidebar-search" />
      </Widget>

      <Widget id="widget-categories" title="Post Categories">
        <ul className="blog-widget__list">
          {content.categories.map((category) => (
            <li key={category.label}>
              <a href="#">
                <span>{category.label}</span>
                <span className="blog-widget__count">{String(category.count).padStart(2, "0")}</span>
              </a>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget id="widget-popular" title="Most Popular Posts">
        <ul className="blog-popular">
          {content.popular.map((post) => (
            <li key={post.id}>
              <img src={post.imgUrl} alt="" width={80} height={50} loading="lazy" />
              <div>
                <Link to={paths.blogSingle}>{post.title}</Link>
                <span className="blog-popular__date">{post.metaList[0]?.text}</span>
              </div>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget id="widget-archives" title="Archives">
        <ul className="blog-widget__list">
          {content.archives.map((archive) => (
            <li key={archive.label}>
              <a href="#">
                <span>{archive.label}</span>
                <span className="blog-widget__count">{String(archive.count).padStart(2, "0")}</span>
              </a>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget id="widget-gallery" title="Our Gallery">
        <ul className="blog-gallery">
          {content.gallery.map((image) => (
            <li key={image.imgUrl}>
              <img src={image.imgUrl} alt={image.imgAlt} width={120} height={75} loading="lazy" />
            </li>
          ))}
        </ul>
      </Widget>

      <Widget id="widget-tags" title="Our Popular Tags">
        <ul className="blog-tags">
          {content.tags.map((tag) => (
            <li key={tag}>
              <a href="#">{tag}</a>
            </li>
          ))}
        </ul>
      </Widget>
    </aside>
  );
}
