import type { ReactNode } from "react";

/** A section of the home page: its eyebrow and heading (`id` names it), then its content, in the page's container. */
export function HomeSection({
  id,
  eyebrow,
  title,
  alt = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  /** The alternate background, so that neighbouring sections stand apart. */
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={id}>
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">{eyebrow}</p>
          <h2 id={id}>{title}</h2>
        </header>
        {children}
      </div>
    </section>
  );
}
