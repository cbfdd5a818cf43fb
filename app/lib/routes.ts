import { paths } from "./paths";

/**
 * Every page route of app/routes/, once, with what the sweeps need: the sitemap (/sitemap.xml), the every-route and
 * hydration browser tests, Lighthouse and the screenshots take their pages from here. Resource routes and actions are
 * rows of the hostile-input suite (tests/hostile/routes.ts). tests/unit/routes.test.ts fails when a file in
 * app/routes/ has no page here nor a hostile row, when an action has no hostile row, and when `hydrates` disagrees
 * with the route's `handle`.
 */
export type PageRoute = {
  /** A URL that opens the page (with a sample parameter or query where it needs one). */
  visit: string;
  /** A text the page shows on that visit, for the pages the sweeps open. */
  shows?: string | RegExp;
  /** The page loads scripts and hydrates (false: its route declares `handle = staticPage` or `staticContentPage`). */
  hydrates: boolean;
  /**
   * Who can open it: anyone; a signed-in user; an admin; whoever holds the private link a mail carries (`visit` then
   * answers 404); anyone while the local sign-in is offered (docs/decisions/0012-local-sign-in.md).
   */
  access: "anyone" | "signed-in" | "admin" | "private-link" | "local-sign-in";
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
  /** The status of `visit` for a visitor with the access above, when not 200. */
  status?: number;
};

const page = (visit: string, details: Partial<PageRoute> = {}): PageRoute => ({
  visit,
  hydrates: false,
  access: "anyone",
  sitemap: true,
  ...details,
});
const hydrated = { hydrates: true } as const;

/** In the sitemap's order. */
export const pageRoutes: readonly PageRoute[] = [
  page(paths.home, { shows: "Join Workshop for Azure Cloud", ...hydrated }),
  page(paths.homeIndex, { shows: "100% Scholarship", ...hydrated, sitemap: false }),
  page(paths.courses(), { shows: /Showing \d+ of \d+ results/, ...hydrated }),
  // Each live course's page is in the sitemap through the catalogue (app/routes/sitemap[.]xml.ts), not this list.
  page(paths.course("azure-administration"), { shows: "Upcoming batches", ...hydrated, sitemap: false }),
  page(paths.course("no-such-course"), { ...hydrated, sitemap: false, status: 404 }),
  page(paths.courseSingle, { shows: "$89" }),
  page(paths.courseAzureAdmin, { shows: /resource group/i }),
  // Needs a course; each course's enrol button links here, so it is no page of its own to index.
  page(paths.courseEnroll("Docker Essentials"), { shows: "Enroll for Docker Essentials", ...hydrated, sitemap: false }),
  page(paths.postRequirement, { shows: "Submit Requirement", ...hydrated }),
  page(paths.board(), { shows: "Post Requirement", ...hydrated }),
  page(paths.forTrainers, { shows: "How it works" }),
  page(paths.trainers(), { shows: "Search trainers", ...hydrated }),
  // A trainer who did not opt in has no page (and a sample slug no trainer has): the site's 404.
  page(paths.trainer("no-such-trainer"), { sitemap: false, status: 404 }),
  page(paths.trainerProfile, { shows: "Basic Profile Information", ...hydrated }),
  page(paths.vendorsRating(), { shows: "Provide Vendor Rating", ...hydrated }),
  page(paths.blog, { shows: "09 Comments", ...hydrated }),
  page(paths.blog2, { shows: "Read More" }),
  page(paths.blog3, { shows: "Read More" }),
  page(paths.blogSingle, { shows: "02 Comment" }),
  page(paths.about, { shows: "About Our Edukon" }),
  page(paths.team, { shows: "Our Team" }),
  page(paths.teamSingle, { shows: "80" }),
  page(paths.instructor, { shows: "Become an Instructor" }),
  page(paths.shop, { shows: "Showing 01 - 12 of 139 Results" }),
  page(paths.shopSingle, { shows: "$340.00" }),
  page(paths.cart, { shows: "Cart Totals" }),
  page(paths.searchPage(), { shows: "Search Results" }),
  page(paths.searchNone, { shows: "Couldn't find what you're looking for!" }),
  page(paths.contact, { shows: "Send Message", ...hydrated }),
  page(paths.privacy, { shows: "Deleting your data" }),
  page(paths.login(), { shows: "Sign in with your Google account" }),
  page(paths.signup, { shows: "Confirm Password" }),
  page(paths.forgetPassword, { shows: "Forgot Password" }),
  page("/no-such-page", { shows: "Error 404!", sitemap: false, status: 404 }),
  page(paths.myApplications, { ...hydrated, access: "signed-in", sitemap: false }),
  page(paths.trainerProfileDelete, { ...hydrated, access: "signed-in", sitemap: false }),
  page(paths.requirementManage("A".repeat(43)), { ...hydrated, access: "private-link", sitemap: false, status: 404 }),
  page(paths.requirementInvite("A".repeat(43)), { ...hydrated, access: "private-link", sitemap: false, status: 404 }),
  page(paths.alertsUnsubscribe("not-a-token"), { ...hydrated, access: "private-link", sitemap: false, status: 404 }),
  page(paths.reviewNew("A".repeat(43)), { ...hydrated, access: "private-link", sitemap: false, status: 404 }),
  page(paths.enrolment("A".repeat(43)), { ...hydrated, access: "private-link", sitemap: false, status: 404 }),
  page(paths.authLocal(), { ...hydrated, access: "local-sign-in", sitemap: false }),
  page(paths.admin, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminEnquiries(), { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminRequirements(), { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminApplications, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminVendors, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminCourses, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminCourse(1), { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminOutbox, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminReviews, { ...hydrated, access: "admin", sitemap: false }),
  page(paths.adminOutboxMail(1), { ...hydrated, access: "admin", sitemap: false }),
];

/** The pages anyone can open without a link or a sign-in, and what each shows (the every-route sweeps). */
export const publicPages = pageRoutes.flatMap((route) =>
  route.access === "anyone" && !route.status && route.shows ? [{ ...route, shows: route.shows }] : [],
);

/** What /sitemap.xml lists. */
export const sitemapPaths = pageRoutes.filter((route) => route.sitemap).map((route) => route.visit);
