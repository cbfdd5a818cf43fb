import { Icon } from "~/components/icon";

/**
 * The page links under a post list: 01 is the page shown; 02 and 03 are placeholders (the sample blog
 * has one page of posts per layout).
 */
export function BlogPagination({ basePath }: { basePath: string }) {
  const pages = [
    { label: "01", href: basePath, current: true },
    { label: "02", href: "#", current: false },
    { label: "03", href: "#", current: false },
  ];
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <ul>
        {pages.map((page) => (
          <li key={page.label}>
            <a href={page.href} aria-current={page.current ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {page.label}
            </a>
          </li>
        ))}
        <li>
          <a href="#" aria-label="Next page">
            <Icon name="arrowRight" size={16} />
          </a>
        </li>
      </ul>
    </nav>
  );
}
