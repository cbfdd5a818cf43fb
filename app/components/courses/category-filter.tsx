import { Link } from "@remix-run/react";
import type { CourseCategory } from "~/content/course-topics";
import { paths } from "~/lib/paths";

type CategoryFilterProps = {
  query: string;
  active: CourseCategory | null;
  counts: { category: CourseCategory; count: number }[];
  total: number;
};

/** Category links with the number of courses each holds for the current search (plain GET links). */
export function CategoryFilter({ query, active, counts, total }: CategoryFilterProps) {
  const entries: { category: CourseCategory | null; label: string; count: number }[] = [
    { category: null, label: "All categories", count: total },
    ...counts.map((entry) => ({ category: entry.category, label: entry.category, count: entry.count })),
  ];
  return (
    <nav className="panel category-filter" aria-labelledby="category-filter-title">
      <h2 id="category-filter-title" className="panel__title">
        Categories
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Link
              to={paths.courses({ q: query, category: entry.category ?? undefined })}
              preventScrollReset
              aria-current={entry.category === active ? "page" : undefined}
              className="category-filter__link"
            >
              <span>{entry.label}</span>
              <span className="category-filter__count">
                {entry.count}
                <span className="visually-hidden"> courses</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
