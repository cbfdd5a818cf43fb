/** The pages that load JavaScript and hydrate (README, "Browser JavaScript and Lighthouse"). */
export const HYDRATED_PAGES = [
  "/",
  "/contact",
  "/course",
  "/course-enroll?title=Docker%20Essentials",
  "/post-requirement",
  "/blog",
  "/training-requirements",
  "/trainer-profile",
  "/vendors-rating",
];
