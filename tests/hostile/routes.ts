/**
 * Every route that takes input, for the hostile-input suite ("A test suite that keeps it so").
 * Add a row when you add an action or a resource route: the suite sends each one its whole corpus.
 *
 * `fields` are the names the route's form posts (its contract in app/forms/ and the hidden fields);
 * `base` is a plausible form the corpus varies one field at a time; `as` says who sends it.
 */
import { paths } from "~/lib/paths";
import { HOSTILE_MANAGE_TOKEN } from "./manage-link";

export type ActionRoute = {
  path: string;
  fields: string[];
  base: Record<string, string>;
  as: "visitor" | "admin";
  /** The fields that carry a row's id (a serial: 1..2^31-1) and an intent (the generated id/intent test). */
  ids?: string[];
  intents?: string[];
  /**
   * The form's list fields (posted as `name[index]`), each with the most items it takes: the sweep in actions.spec.ts
   * posts them at generated indexes (gaps, the last slot, past the cap) with long values.
   */
  lists?: Record<string, number>;
};

/** The trainer profile form's lists: every form that posts it (the page, the alerts, the directory, its Sign In). */
const PROFILE_LISTS = { mobileNumbers: 10, certifications: 20, languagesSpoken: 14, industryExpertise: 6 };

const enquiry = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "9876543210",
  subject: "Azure",
  description: "Hello",
};

export const actionRoutes: ActionRoute[] = [
  {
    path: paths.home,
    fields: ["name", "email", "phone", "description", "form_token", "fax_number", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    // The home page again: its workshop form posts here (docs/product.md section 2).
    path: paths.homeIndex,
    fields: ["name", "email", "phone", "description", "form_token", "fax_number", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: paths.contact,
    fields: ["name", "email", "phone", "subject", "description", "form_token", "fax_number", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: paths.courseEnroll("Azure Administration"),
    fields: ["name", "email", "phone", "subject", "description", "course_title", "form_token", "captcha"],
    base: { ...enquiry, course_title: "Azure Administration" },
    as: "visitor",
  },
  {
    // A batch's enrolment form on its course page (docs/product.md, "Courses, batches and seats").
    path: paths.course("docker"),
    fields: ["name", "email", "phone", "batch", "form_token", "captcha"],
    base: { name: "Asha Rao", email: "asha@example.com", phone: "9876543210", batch: "1" },
    as: "visitor",
    ids: ["batch"],
  },
  {
    // A learner's private link: a token nobody was mailed, and one that is not a token at all.
    path: paths.enrolment("A".repeat(43)),
    fields: ["intent"],
    base: { intent: "cancel" },
    as: "visitor",
    intents: ["intent"],
  },
  {
    path: paths.enrolment("not-a-token"),
    fields: ["intent"],
    base: { intent: "take" },
    as: "visitor",
    intents: ["intent"],
  },
  {
    path: paths.postRequirement,
    fields: ["name", "email", "phone", "subject", "delivery_location", "description", "form_token", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: paths.board(),
    fields: ["mobileNumber", "skills"],
    base: { mobileNumber: "9876543210", skills: "Azure, AWS" },
    as: "visitor",
  },
  {
    path: paths.apply,
    fields: ["lead_id", "back", "proposal_note", "quoted_day_rate", "earliest_start"],
    base: {
      lead_id: "1",
      back: paths.board(),
      proposal_note: "Hello",
      quoted_day_rate: "15000",
      earliest_start: "2027-01-15",
    },
    as: "visitor",
    ids: ["lead_id"],
  },
  {
    // One form: every button posts every section's fields (a section's Save, Add/Remove, Delete my profile,
    // Enter without JavaScript; actions.spec.ts sends the CV upload's multipart shape).
    path: paths.trainerProfile,
    fields: [
      "intent",
      "__intent__",
      "name",
      "mobileNumbers[0]",
      "pinCode",
      "location",
      "skills",
      "linkedIn",
      "perDayCharge",
      "certifications[0]",
      "languagesSpoken",
      "notes",
      "alerts",
    ],
    base: { intent: "basic", name: "Asha", "mobileNumbers[0]": "9876543210", perDayCharge: "100" },
    as: "visitor",
    intents: ["intent"],
    lists: PROFILE_LISTS,
  },
  {
    path: paths.vendorsRating(),
    fields: ["name", "website", "rating", "description"],
    base: { name: "Acme", website: "https://acme.example", rating: "4", description: "Good" },
    as: "visitor",
  },
  {
    // A working link (actions.spec.ts makes it): the intents and application ids meet the corpus.
    path: paths.requirementManage(HOSTILE_MANAGE_TOKEN),
    fields: ["intent", "application", "confirm"],
    base: { intent: "shortlist", application: "999999" },
    as: "visitor",
    ids: ["application"],
    intents: ["intent"],
  },
  {
    path: paths.requirementManage("A".repeat(43)),
    fields: ["intent", "application", "confirm"],
    base: { intent: "close" },
    as: "visitor",
  },
  {
    // A working manage link's invite page (the trainer is a slug from the directory, or not).
    path: paths.requirementInvite(HOSTILE_MANAGE_TOKEN),
    fields: ["trainer", "q"],
    base: { trainer: "asha-rao", q: "" },
    as: "visitor",
  },
  {
    path: paths.requirementInvite("A".repeat(43)),
    fields: ["trainer", "q"],
    base: { trainer: "asha-rao" },
    as: "visitor",
  },
  { path: paths.authGoogle, fields: ["redirectTo"], base: { redirectTo: paths.home }, as: "visitor" },
  // A 404 unless the local sign-in is offered (the suite runs with Google sign-in): the guards still answer first.
  {
    path: paths.authLocal(),
    fields: ["name", "email", "redirectTo"],
    base: { name: "Asha Rao", email: "asha@example.com", redirectTo: paths.home },
    as: "visitor",
  },
  {
    // A form's own Sign In: keeps a form draft (decision record 0038), then starts the sign-in.
    path: paths.signIn,
    fields: ["sign_in_form", "redirectTo", "name", "website", "rating", "description"],
    base: { sign_in_form: "vendor-rating", redirectTo: paths.vendorsRating(), name: "Acme", description: "Good" },
    as: "visitor",
  },
  {
    // The trainer profile's own Sign In: its lists go into the form draft, then into the page after the sign-in.
    path: `${paths.signIn}?form=trainer-profile`,
    fields: ["sign_in_form", "redirectTo", "name", "mobileNumbers[0]", "skills", "notes"],
    base: { sign_in_form: "trainer-profile", redirectTo: paths.trainerProfile, name: "Asha" },
    as: "visitor",
    lists: PROFILE_LISTS,
  },
  { path: paths.signOut, fields: ["redirectTo"], base: { redirectTo: paths.home }, as: "visitor" },
  {
    path: paths.adminRequirements(),
    fields: ["intent", "id", "topic", "trainingTopicName", "leadDetails"],
    base: { intent: "save", id: "1", topic: "Azure", trainingTopicName: "Azure", leadDetails: "Details" },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  {
    path: paths.adminVendors,
    fields: ["intent", "id"],
    base: { intent: "approve-vendor", id: "1" },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  {
    // The back office's catalogue: its course and batch forms, on a course id no course has, so that the rows the
    // suite varies are checked and refused without changing the catalogue the other projects' tests read.
    path: paths.adminCourses,
    fields: ["intent", "id", "title", "slug", "category", "price", "lessons", "hours", "trainer", "summary", "outline"],
    base: {
      intent: "save-course",
      id: "2147483647",
      title: "Hostile Course",
      slug: "hostile-course",
      category: "DevOps",
      price: "100",
      lessons: "4",
      hours: "8",
      trainer: "Asha Rao",
      summary: "A course",
      outline: "One point",
    },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  {
    path: paths.adminCourse(1),
    fields: ["intent", "id", "startsOn", "endsOn", "day", "startsAt", "endsAt", "mode", "city", "seats", "price"],
    base: {
      intent: "add-batch",
      id: "2147483647",
      startsOn: "2030-01-05",
      endsOn: "2030-01-06",
      day: "6",
      startsAt: "10:00",
      endsAt: "13:00",
      mode: "online",
      seats: "10",
    },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  {
    path: paths.adminOutbox,
    fields: ["intent", "id"],
    base: { intent: "retry", id: "1" },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  // Signed in (the admin is a user too), so that the hostile values reach the withdraw and the alerts.
  {
    path: paths.myApplications,
    fields: ["intent", "application_id"],
    base: { intent: "withdraw", application_id: "1" },
    as: "admin",
    ids: ["application_id"],
    intents: ["intent"],
  },
  // The proposal and the reply to a review on /my-applications (the corpus meets their fields). The query
  // names each row (the suite's test titles are the paths); the action does not read it.
  {
    path: `${paths.myApplications}?form=proposal`,
    fields: ["intent", "application_id", "proposal_note", "quoted_day_rate", "earliest_start"],
    base: {
      intent: "proposal",
      application_id: "1",
      proposal_note: "Hello",
      quoted_day_rate: "15000",
      earliest_start: "2027-01-15",
    },
    as: "admin",
    ids: ["application_id"],
    intents: ["intent"],
  },
  {
    path: `${paths.myApplications}?form=reply`,
    fields: ["intent", "application_id", "reply"],
    base: { intent: "reply", application_id: "1", reply: "Thank you" },
    as: "admin",
    ids: ["application_id"],
    intents: ["intent"],
  },
  // An unknown review link: the guards and the form's validation answer before the link is looked up.
  {
    path: paths.reviewNew("A".repeat(43)),
    fields: ["rating", "review"],
    base: { rating: "5", review: "Excellent training" },
    as: "visitor",
  },
  {
    path: paths.adminReviews,
    fields: ["intent", "id", "reason"],
    base: { intent: "hide", id: "999999", reason: "Breaks the rules" },
    as: "admin",
    ids: ["id"],
    intents: ["intent"],
  },
  // The alerts button posts the profile form too: its sections' fields go into the draft.
  {
    path: paths.trainerAlerts,
    fields: ["alerts", "name", "mobileNumbers[0]", "certifications[0]", "notes", "__intent__"],
    base: { alerts: "on", name: "Asha" },
    as: "admin",
    lists: PROFILE_LISTS,
  },
  // The directory settings' button posts the profile form too.
  {
    path: paths.trainerDirectory,
    fields: [
      "listedInDirectory",
      "showRate",
      "headline",
      "name",
      "mobileNumbers[0]",
      "certifications[0]",
      "notes",
      "__intent__",
    ],
    base: { listedInDirectory: "on", showRate: "on", headline: "Kubernetes for platform teams", name: "Asha" },
    as: "admin",
    lists: PROFILE_LISTS,
  },
  // Decision record 0065: Upload photo and Remove photo post the profile form (multipart; the corpus's urlencoded
  // bodies are refused as unreadable) here.
  {
    path: paths.trainerPhotoPost,
    fields: ["intent", "photo", "name", "mobileNumbers[0]", "certifications[0]", "notes", "__intent__"],
    base: { intent: "photo-remove", name: "Asha" },
    as: "admin",
    lists: PROFILE_LISTS,
  },
  // A visitor: as the admin it would delete the admin's sessions, which the rest of the suite needs.
  { path: paths.trainerProfileDelete, fields: ["confirm"], base: { confirm: "delete" }, as: "visitor" },
  {
    path: paths.alertsUnsubscribe("not-a-token"),
    fields: ["List-Unsubscribe"],
    base: { "List-Unsubscribe": "One-Click" },
    as: "visitor",
  },
];

/** Where the corpus goes in a read route's URL. */
const X = "{x}";

/** Resource routes and pages that read the URL: each gets hostile paths and query strings. */
export const readRoutes: string[] = [
  // paths.pincode() encodes its pin, the braces included: the slot goes after it.
  `${paths.pincode("")}${X}`,
  paths.share(X, ""),
  `${paths.requirementsFeed}?q=${X}`,
  `${paths.vendorsFeed}?q=${X}`,
  `${paths.board()}?q=${X}`,
  paths.alertsUnsubscribe(X),
  `${paths.myApplications}?${X}`,
  `${paths.courses()}?q=${X}&category=${X}`,
  `${paths.courseEnroll()}?title=${X}`,
  `${paths.vendorsRating()}?q=${X}`,
  `${paths.login()}?redirectTo=${X}`,
  `${paths.adminEnquiriesCsv()}?q=${X}`,
  // The batch slot: the query of `adminEnrolmentsCsv(1)` without its 1.
  `${paths.adminEnrolmentsCsv(1).slice(0, -1)}${X}`,
  paths.adminCourse(X),
  `${paths.course("")}${X}`,
  paths.enrolment(X),
  paths.adminOutboxMail(X),
  paths.adminCv(X),
  `${paths.blogSingle}?id=${X}`,
  paths.requirementManage(X),
  `${paths.requirementManage("A".repeat(43))}?sort=${X}`,
  paths.reviewNew(X),
  `${paths.requirementInvite(X)}?q=${X}`,
  `${paths.trainer("")}${X}`,
  // A trainer's photo by its version: any junk is a 404, never an error (decision record 0065).
  paths.trainerPhoto(X),
  // A company's manage link on a trainer's page (the invitation): any junk is no invitation, never an error.
  `${paths.trainer("kavya-raman")}?for=${X}`,
  `${paths.trainers()}?q=${X}&skill=${X}&mode=${X}&city=${X}&page=${X}`,
  `${paths.authGoogleCallback}?${X}`,
  `${paths.authLocal()}?redirectTo=${X}`,
  `/${X}`,
  paths.healthz,
  paths.robots,
  paths.sitemap,
];

/** Read routes whose path carries a row's id, read as the admin (a visitor is sent to sign in before any id is read). */
export const adminIdReadRoutes: string[] = [paths.adminCv(X), paths.adminOutboxMail(X)];
