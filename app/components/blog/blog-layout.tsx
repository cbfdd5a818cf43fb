import type { ReactNode } from "react";
import { PageBanner } from "~/components/page-banner";
import type { BlogSidebarContent } from "~/content/blog-sidebar";
import { BlogSidebar } from "./blog-sidebar";

type Crumb = { label: string; to?: string };

/** An inner blog page: the banner with its h1, then the content beside the blog sidebar. */
export function BlogLayout({
  title,
  lead,
  crumbs,
  sidebar,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs: Crumb[];
  /** From the page's loader: `blogSidebar` of content/blog-sidebar. */
  sidebar: BlogSidebarContent;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} lead={lead} crumbs={crumbs} />
      <section className="section blog-page">
        <div className="container with-sidebar">
          <div className="blog-page__main">{children}</div>
          <BlogSidebar content={sidebar} />
        </div>
      </section>
    </>
  );
}
