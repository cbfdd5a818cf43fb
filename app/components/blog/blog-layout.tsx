import type { ReactNode } from "react";
import { PageBanner } from "~/components/page-banner";
import { BlogSidebar } from "./blog-sidebar";

type Crumb = { label: string; to?: string };

/** An inner blog page: the banner with its h1, then the content beside the blog sidebar. */
export function BlogLayout({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} lead={lead} crumbs={crumbs} />
      <section className="section blog-page">
        <div className="container with-sidebar">
          <div className="blog-page__main">{children}</div>
          <BlogSidebar />
        </div>
      </section>
    </>
  );
}
