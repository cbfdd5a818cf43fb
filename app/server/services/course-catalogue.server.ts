import Fuse from "fuse.js";
import { countByCategory, courses, type Course } from "~/content/courses";
import { courseCategories, type CourseCategory } from "~/content/course-topics";

const MAX_QUERY_LENGTH = 100;

const fuse = new Fuse(courses, {
  keys: [
    { name: "title", weight: 3 },
    { name: "cate", weight: 1 },
    { name: "authorName", weight: 1 },
  ],
  threshold: 0.3,
  ignoreLocation: true,
  minMatchCharLength: 2,
});

export type CatalogueView = {
  query: string;
  category: CourseCategory | null;
  courses: Course[];
  /** The whole catalogue, the M of "Showing N of M results". */
  total: number;
  /** How many courses the query finds in each category (and in all of them), for the filter. */
  categoryCounts: { category: CourseCategory; count: number }[];
  matching: number;
};

function isCategory(value: string): value is CourseCategory {
  return (courseCategories as readonly string[]).includes(value);
}

/**
 * The catalogue as a search page shows it: fuzzy matches of `q` (catalogue order when empty), then
 * narrowed to `category`. An unknown category is ignored rather than showing an empty page.
 */
export function searchCatalogue(searchParams: URLSearchParams): CatalogueView {
  const query = (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rawCategory = searchParams.get("category") ?? "";
  const category = isCategory(rawCategory) ? rawCategory : null;

  const matches = query ? fuse.search(query).map((result) => result.item) : courses;
  return {
    query,
    category,
    courses: category ? matches.filter((course) => course.cate === category) : matches,
    total: courses.length,
    categoryCounts: countByCategory(matches),
    matching: matches.length,
  };
}
