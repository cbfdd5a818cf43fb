import { IMG, postById, type BlogImage, type BlogPost } from "~/content/blog-posts";

/**
 * The blog sidebar's sample content (categories, archives, tags, popular posts, gallery). Apart from the posts
 * themselves so that a page showing only post teasers (/about) does not load it (the JavaScript budgets, decision record 0045).
 */

export const blogCategories = [
  { label: "Cloud & DevOps", count: 12 },
  { label: "Data & Analytics", count: 8 },
  { label: "Security", count: 6 },
  { label: "Training Management", count: 10 },
  { label: "Certifications", count: 5 },
  { label: "Trainer Stories", count: 7 },
] as const;

export const blogArchives = [
  { label: "June 2024", count: 3 },
  { label: "May 2024", count: 4 },
  { label: "April 2024", count: 5 },
  { label: "March 2024", count: 4 },
  { label: "February 2024", count: 3 },
  { label: "January 2024", count: 2 },
] as const;

export const blogTags = [
  "Agency",
  "Business",
  "Personal",
  "Cloud",
  "DevOps",
  "Azure",
  "Kubernetes",
  "Power BI",
  "Security",
  "Upskilling",
] as const;

/** The sidebar's popular posts: the four most read. */
export const popularPosts: BlogPost[] = [
  "spreadsheets-to-dashboards",
  "writing-training-requirement",
  "remote-or-on-site",
  "azure-certification-prep",
].map(postById);

export const galleryImages: BlogImage[] = [
  { imgUrl: `${IMG}/classroom.svg`, imgAlt: "Classroom session with a trainer's screen" },
  { imgUrl: `${IMG}/cloud-labs.svg`, imgAlt: "Cloud lab diagram" },
  { imgUrl: `${IMG}/data-dashboards.svg`, imgAlt: "Dashboard exercise" },
  { imgUrl: `${IMG}/requirement-board.svg`, imgAlt: "Planning board with sticky notes" },
  { imgUrl: `${IMG}/remote-learning.svg`, imgAlt: "Online class on a video call" },
  { imgUrl: `${IMG}/code-review.svg`, imgAlt: "Code review on a monitor" },
];

/** Everything the sidebar shows: each blog page's loader sends it, so it is page data, not script (decision record 0045). */
export const blogSidebar = {
  categories: blogCategories,
  popular: popularPosts,
  archives: blogArchives,
  gallery: galleryImages,
  tags: blogTags,
};

export type BlogSidebarContent = typeof blogSidebar;
