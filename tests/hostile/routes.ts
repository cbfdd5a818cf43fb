/**
 * Every route that takes input, for the hostile-input suite (issue 14, "A test suite that keeps it so").
 * Add a row when you add an action or a resource route: the suite sends each one its whole corpus.
 *
 * `fields` are the names the route's form posts (its contract in app/forms/ and the hidden fields);
 * `base` is a plausible form the corpus varies one field at a time; `as` says who sends it.
 */
import { HOSTILE_MANAGE_TOKEN } from "./manage-link";

export type ActionRoute = {
  path: string;
  fields: string[];
  base: Record<string, string>;
  as: "visitor" | "admin";
};

const enquiry = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "9876543210",
  subject: "Azure",
  description: "Hello",
};

export const actionRoutes: ActionRoute[] = [
  {
    path: "/",
    fields: ["name", "email", "phone", "description", "form_token", "fax_number", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: "/contact",
    fields: ["name", "email", "phone", "subject", "description", "form_token", "fax_number", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: "/course-enroll?title=Azure%20Administration",
    fields: ["name", "email", "phone", "subject", "description", "course_title", "form_token", "captcha"],
    base: { ...enquiry, course_title: "Azure Administration" },
    as: "visitor",
  },
  {
    path: "/post-requirement",
    fields: ["name", "email", "phone", "subject", "delivery_location", "description", "form_token", "captcha"],
    base: enquiry,
    as: "visitor",
  },
  {
    path: "/training-requirements",
    fields: ["mobileNumber", "skills"],
    base: { mobileNumber: "9876543210", skills: "Azure, AWS" },
    as: "visitor",
  },
  {
    path: "/training-requirements/apply",
    fields: ["lead_id", "back"],
    base: { lead_id: "1", back: "/training-requirements" },
    as: "visitor",
  },
  {
    // One form: every button posts every section's fields (a section's Save, Add/Remove, Delete my profile,
    // Enter without JavaScript; actions.spec.ts sends the CV upload's multipart shape).
    path: "/trainer-profile",
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
  },
  {
    path: "/vendors-rating",
    fields: ["name", "website", "rating", "description"],
    base: { name: "Acme", website: "https://acme.example", rating: "4", description: "Good" },
    as: "visitor",
  },
  {
    // A working link (actions.spec.ts makes it): the intents and application ids meet the corpus.
    path: `/requirements/manage/${HOSTILE_MANAGE_TOKEN}`,
    fields: ["intent", "application", "confirm"],
    base: { intent: "shortlist", application: "999999" },
    as: "visitor",
  },
  {
    path: `/requirements/manage/${"A".repeat(43)}`,
    fields: ["intent", "application", "confirm"],
    base: { intent: "close" },
    as: "visitor",
  },
  { path: "/auth/google", fields: ["redirectTo"], base: { redirectTo: "/" }, as: "visitor" },
  { path: "/auth/sign-out", fields: ["redirectTo"], base: { redirectTo: "/" }, as: "visitor" },
  {
    path: "/admin/requirements",
    fields: ["intent", "id", "topic", "trainingTopicName", "leadDetails"],
    base: { intent: "save", id: "1", topic: "Azure", trainingTopicName: "Azure", leadDetails: "Details" },
    as: "admin",
  },
  { path: "/admin/vendors", fields: ["intent", "id"], base: { intent: "approve-vendor", id: "1" }, as: "admin" },
  { path: "/admin/outbox", fields: ["intent", "id"], base: { intent: "retry", id: "1" }, as: "admin" },
  // Issue 18. Signed in (the admin is a user too), so that the hostile values reach the withdraw and the alerts.
  {
    path: "/my-applications",
    fields: ["intent", "application_id"],
    base: { intent: "withdraw", application_id: "1" },
    as: "admin",
  },
  // The alerts button posts the profile form too: its sections' fields go into the draft.
  {
    path: "/trainer-profile/alerts",
    fields: ["alerts", "name", "mobileNumbers[0]", "certifications[0]", "notes", "__intent__"],
    base: { alerts: "on", name: "Asha" },
    as: "admin",
  },
  // A visitor: as the admin it would delete the admin's sessions, which the rest of the suite needs.
  { path: "/trainer-profile/delete", fields: ["confirm"], base: { confirm: "delete" }, as: "visitor" },
  {
    path: "/alerts/unsubscribe/not-a-token",
    fields: ["List-Unsubscribe"],
    base: { "List-Unsubscribe": "One-Click" },
    as: "visitor",
  },
];

/** Resource routes and pages that read the URL: each gets hostile paths and query strings. */
export const readRoutes: string[] = [
  "/trainer-profile/pincode/{x}",
  "/share/{x}",
  "/lead-generation/lead/json/?q={x}",
  "/lead-generation/api/vendors/?q={x}",
  "/training-requirements?q={x}",
  "/alerts/unsubscribe/{x}",
  "/my-applications?{x}",
  "/course?q={x}",
  "/course-enroll?title={x}",
  "/vendors-rating?q={x}",
  "/login?redirectTo={x}",
  "/admin/enquiries.csv?q={x}",
  "/admin/outbox/{x}",
  "/blog-single?id={x}",
  "/requirements/manage/{x}",
  "/{x}",
  "/healthz",
  "/robots.txt",
  "/sitemap.xml",
];
