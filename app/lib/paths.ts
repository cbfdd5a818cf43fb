/**
 * Every route's URL, in one place: links, forms, redirects, mails (`absoluteUrl` in app/infra) and tests
 * take them from here, and no other module spells a route's path. Browser-safe. A fixed path is a constant, a
 * path with a parameter or a query a function; empty query values are left out. What each page route needs for
 * the sweeps (hydrates, sign-in, sitemap) is in app/lib/routes.ts, and a unit test checks both against
 * app/routes/ (tests/unit/routes.test.ts).
 */

type Query = Record<string, string | number | null | undefined>;

/**
 * `path` with the non-empty values of `query`, spelt as a browser spells a GET form's fields (a space is "+"): a link
 * and the form that makes the same query make one URL, which the page cache keeps once (decision record 0072).
 */
function withQuery(path: string, query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => [key, String(value)]);
  return pairs.length > 0 ? `${path}?${new URLSearchParams(pairs)}` : path;
}

const BOARD = "/training-requirements";
const TRAINER_PROFILE = "/trainer-profile";
const TRAINERS = "/trainers";

/**
 * The board card's element id, and so the fragment of its link: `lead-{id}`, as in the links of the alert mails
 * already sent (decision record 0030).
 */
export const requirementAnchor = (id: number | string) => `lead-${id}`;

export const paths = {
  home: "/",
  /** The home page again, under the old site's name (docs/product.md section 2). */
  homeIndex: "/index",
  about: "/about",
  blog: "/blog",
  blog2: "/blog-2",
  blog3: "/blog-3",
  blogSingle: "/blog-single",
  team: "/team",
  teamSingle: "/team-single",
  instructor: "/instructor",
  shop: "/shop",
  shopSingle: "/shop-single",
  cart: "/cart-page",
  searchPage: (query: { q?: string } = {}) => withQuery("/search-page", query),
  searchNone: "/search-none",
  contact: "/contact",
  privacy: "/privacy",
  signup: "/signup",
  /** /signup, whose sign-in then returns to `redirectTo` (the demo course's Enrolled Now: its enrolment). */
  signupThen: (redirectTo: string) => withQuery("/signup", { redirectTo }),
  forgetPassword: "/forgetpass",
  courses: (query: { q?: string; category?: string } = {}) => withQuery("/course", query),
  /** A course's own page, with its upcoming batches and their enrolment forms. */
  course: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
  /** A batch on its course's page (its enrolment form's answer is there too). */
  courseBatch: (slug: string, batchId: number) => `/courses/${encodeURIComponent(slug)}#batch-${batchId}`,
  /** A learner's private link to an enrolment: cancel a seat, or take a freed one (only its hash is stored). */
  enrolment: (token: string) => `/enrolments/${token}`,
  courseAzureAdmin: "/course-azure-admin",
  courseSingle: "/course-single",
  courseEnroll: (title?: string) => withQuery("/course-enroll", { title }),
  postRequirement: "/post-requirement",
  board: (query: { q?: string; pages?: number } = {}) => withQuery(BOARD, query),
  /** A requirement's card on the board. */
  boardRequirement: (id: number | string) => `${BOARD}#${requirementAnchor(id)}`,
  apply: `${BOARD}/apply`,
  forTrainers: "/for-trainers",
  trainerProfile: TRAINER_PROFILE,
  /** A part of the trainer profile page, by its element id. */
  trainerProfileSection: (id: string) => `${TRAINER_PROFILE}#${id}`,
  trainerAlerts: `${TRAINER_PROFILE}/alerts`,
  /** Upload photo and Remove photo post the profile form here (decision record 0065). */
  trainerPhotoPost: `${TRAINER_PROFILE}/photo`,
  /** A stored trainer photo by its version: immutable, a new upload has a new address. */
  trainerPhoto: (version: string) => `/trainer-photos/${version}.webp`,
  /** The directory settings' button ("Show my profile to companies") posts the profile form here. */
  trainerDirectory: `${TRAINER_PROFILE}/directory`,
  /** The trainer directory (decision record 0047), its search and filters as a GET query. */
  trainers: (query: { q?: string; skill?: string; mode?: string; city?: string; page?: number } = {}) =>
    withQuery(TRAINERS, query),
  /**
   * An opted-in trainer's public page; `for`: the manage link's token of a company that came from its invite page,
   * so that the page offers "Invite to a requirement" (a private URL, like the manage link itself).
   */
  trainer: (slug: string, query: { for?: string } = {}) => withQuery(`${TRAINERS}/${encodeURIComponent(slug)}`, query),
  trainerProfileDelete: `${TRAINER_PROFILE}/delete`,
  pincode: (pin: string) => `${TRAINER_PROFILE}/pincode/${encodeURIComponent(pin)}`,
  vendorsRating: (query: { q?: string; page?: number } = {}) => withQuery("/vendors-rating", query),
  myApplications: "/my-applications",
  requirementManage: (token: string) => `/requirements/manage/${token}`,
  /** The company invites directory trainers to its requirement (from its manage page). */
  requirementInvite: (token: string, query: { q?: string; page?: number } = {}) =>
    withQuery(`/requirements/manage/${token}/invite`, query),
  alertsUnsubscribe: (token: string) => `/alerts/unsubscribe/${token}`,
  /** A company's one-time link to review an engagement (decision record 0046). */
  reviewNew: (token: string) => `/reviews/new/${token}`,
  login: (query: { redirectTo?: string } = {}) => withQuery("/login", query),
  authGoogle: "/auth/google",
  authGoogleCallback: "/auth/google/callback",
  authLocal: (query: { redirectTo?: string } = {}) => withQuery("/auth/local", query),
  /** A form's own Sign In button: keeps what was typed across the sign-in (decision record 0038). */
  signIn: "/auth/sign-in",
  signOut: "/auth/sign-out",
  admin: "/admin",
  adminEnquiries: (query: { form?: string | null } = {}) => withQuery("/admin/enquiries", query),
  adminEnquiriesCsv: (query: { form?: string | null } = {}) => withQuery("/admin/enquiries.csv", query),
  adminRequirements: (query: { status?: string } = {}) => withQuery("/admin/requirements", query),
  adminApplications: "/admin/applications",
  adminCourses: "/admin/courses",
  /** One course in the back office: its details, its batches, their enrolments and waiting lists. */
  adminCourse: (id: number | string) => `/admin/courses/${id}`,
  /** A batch's enrolments and waiting list as CSV. */
  adminEnrolmentsCsv: (batchId: number | string) => withQuery("/admin/enrolments.csv", { batch: batchId }),
  adminCv: (id: number | string) => `/admin/cv/${id}`,
  adminVendors: "/admin/vendors",
  adminOutbox: "/admin/outbox",
  adminReviews: "/admin/reviews",
  adminOutboxMail: (id: number | string) => `/admin/outbox/${id}`,
  share: (network: string, page: string) => withQuery(`/share/${network}`, { page }),
  /** The JSON feeds keep the original site's paths, trailing slash included (docs/product.md section 7). */
  requirementsFeed: "/lead-generation/lead/json/",
  vendorsFeed: "/lead-generation/api/vendors/",
  healthz: "/healthz",
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
} as const;

/**
 * The fields a form's own Sign In button posts to `paths.signIn` (decision 0038): which form it is, and the page to
 * come back to. Here rather than in lib/form-drafts.ts because the root's header and every form read them, and this
 * module is already in the file every page loads (a module of their own would be one more file on every page).
 */
export const FORM_DRAFT_FIELD = "sign_in_form";
export const FORM_DRAFT_RETURN_FIELD = "redirectTo";
