import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The data model of DESIGN.md section 6. Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and must only use PostgreSQL 15 features: PGlite is 18, servers may be 15.
 */

/** Binary content (uploaded files, mail attachments): PGlite hands back a Uint8Array, postgres.js a Buffer (one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every contact, enrolment, requirement and workshop submission, stored before anything else. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    formName: text("form_name").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    deliveryLocation: text("delivery_location"),
    courseTitle: text("course_title"),
    userEmail: text("user_email"),
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (table) => [index("enquiries_form_created_idx").on(table.formName, table.createdAt)],
);

/**
 * A requirement's life (issue 18): pending until an admin publishes it, published until it is closed
 * (by the company, an admin, or the company deleting it) or expires REQUIREMENT_TTL_DAYS after
 * publication unless the company keeps it open.
 */
/**
 * `removed`: Removed by moderator (issue 25). It stops everything: off the board, every action of the manage
 * link refused, the applicants told; only an operator's Publish brings it back.
 */
export const requirementStatuses = ["pending", "published", "closed", "expired", "removed"] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

/** Who closed a requirement; "deleted" means the company removed it and its personal data. */
export const requirementClosedReasons = ["company", "admin", "deleted"] as const;
export type RequirementClosedReason = (typeof requirementClosedReasons)[number];

/** Training requirements shown on the board once an admin publishes them. */
export const requirements = pgTable(
  "requirements",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    trainingTopicName: text("training_topic_name").notNull(),
    details: text("details").notNull(),
    deliveryLocation: text("delivery_location"),
    status: text("status", { enum: requirementStatuses }).notNull().default("pending"),
    sourceEnquiryId: integer("source_enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set on publication (published_at + REQUIREMENT_TTL_DAYS); "Keep open" moves it on. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the company was mailed that the requirement expires soon, for the current expires_at. */
    expiryReminderSentAt: timestamp("expiry_reminder_sent_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason", { enum: requirementClosedReasons }),
    /** Last mail to the company about new applicants: the first at once, then at most one a day. */
    applicantsMailedAt: timestamp("applicants_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "requirements_status_check",
      sql`${table.status} in ('pending', 'published', 'closed', 'expired', 'removed')`,
    ),
    check(
      "requirements_closed_reason_check",
      sql`${table.closedReason} is null or ${table.closedReason} in ('company', 'admin', 'deleted')`,
    ),
    index("requirements_status_posted_idx").on(table.status, table.postedAt),
    index("requirements_status_expires_idx").on(table.status, table.expiresAt),
    // The board search's candidate set (decision record 0068): pg_trgm answers LIKE on this text from the index.
    index("requirements_search_trgm_idx")
      .using("gin", sql`lower(${table.topic} || ' ' || ${table.details}) gin_trgm_ops`)
      .where(sql`${table.status} = 'published'`),
  ],
);

/**
 * The company's private links to its requirement (/requirements/manage/{token}; decision record 0019):
 * one row per link mailed (confirmation, first applicant, digest, expiry reminder), holding only the
 * SHA-256 of the token, so that every mail can carry a working link although no token is ever stored.
 * All of a requirement's links stay valid while it exists, unless an operator revokes them; deleting it deletes them.
 */
export const requirementManageLinks = pgTable(
  "requirement_manage_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** When an operator revoked the link (issue 25): it then answers 410 with a page that says so. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("requirement_manage_links_requirement_idx").on(table.requirementId)],
);

export const trainingModes = ["in_person", "online", "hybrid"] as const;
export const audiences = ["", "beginner", "intermediate", "advanced"] as const;

/** One trainer profile per verified (signed-in) email. */
export const trainerProfiles = pgTable(
  "trainer_profiles",
  {
    email: text("email").primaryKey(),
    name: text("name").notNull().default(""),
    mobileNumbers: jsonb("mobile_numbers").$type<string[]>().notNull().default([]),
    pinCode: text("pin_code").notNull().default(""),
    location: text("location").notNull().default(""),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    linkedIn: text("linkedin").notNull().default(""),
    preferredTrainingMode: text("preferred_training_mode", { enum: trainingModes }).notNull().default("online"),
    perDayCharge: numeric("per_day_charge", { mode: "number" }),
    experience: numeric("experience", { mode: "number" }),
    trainingExperience: numeric("training_experience", { mode: "number" }),
    certifications: jsonb("certifications").$type<string[]>().notNull().default([]),
    languagesSpoken: jsonb("languages_spoken").$type<string[]>().notNull().default(["English"]),
    industryExpertise: jsonb("industry_expertise").$type<string[]>().notNull().default(["IT"]),
    availability: text("availability").notNull().default(""),
    portfolio: text("portfolio").notNull().default(""),
    education: text("education").notNull().default(""),
    notes: text("notes").notNull().default(""),
    preferredAudience: text("preferred_audience").notNull().default(""),
    hourlyRate: text("hourly_rate").notNull().default(""),
    /** "Email me new requirements that match my skills" (issue 18), off by default. */
    alertsEnabled: boolean("alerts_enabled").notNull().default(false),
    /** Requirements published up to this instant have been considered for this trainer's digest. */
    alertsCoveredUntil: timestamp("alerts_covered_until", { withTimezone: true }),
    /** Last digest mailed: at most one a day. */
    alertsLastSentAt: timestamp("alerts_last_sent_at", { withTimezone: true }),
    /** "Show my profile to companies" (issue 29), off by default: a public page and a place in the directory. */
    listedInDirectory: boolean("listed_in_directory").notNull().default(false),
    /** The public page's address `/trainers/{slug}`, given once at the first opt-in and kept. */
    publicSlug: text("public_slug").unique("trainer_profiles_public_slug_unique"),
    /** Whether the public page shows the per-day charge (off by default). */
    showRate: boolean("show_rate").notNull().default(false),
    /** One line under the name on the public page ("Kubernetes trainer for platform teams"), optional, ≤ 120. */
    headline: text("headline").notNull().default(""),
    /** The sections whose Save has stored them ("basic", "professional", "additional"): each heading's state. */
    savedSections: jsonb("saved_sections").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("trainer_profiles_mode_check", sql`${table.preferredTrainingMode} in ('in_person', 'online', 'hybrid')`),
    check(
      "trainer_profiles_audience_check",
      sql`${table.preferredAudience} in ('', 'beginner', 'intermediate', 'advanced')`,
    ),
    check("trainer_profiles_headline_check", sql`char_length(${table.headline}) <= 120`),
    check("trainer_profiles_charge_check", sql`${table.perDayCharge} is null or ${table.perDayCharge} >= 0`),
    check("trainer_profiles_experience_check", sql`${table.experience} is null or ${table.experience} >= 0`),
    check(
      "trainer_profiles_training_experience_check",
      sql`${table.trainingExperience} is null or ${table.trainingExperience} >= 0`,
    ),
  ],
);

/**
 * A trainer's application's status as the company decided it; "Closed" on /my-applications is the
 * requirement's state, not the application's.
 */
export const applicationStatuses = ["sent", "shortlisted", "declined", "withdrawn", "engaged"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * A trainer's application to a requirement: one per (requirement, trainer). When the trainer deletes their profile the
 * e-mail and mobile number are cleared (anonymised_at set) and the row stays, for the back office's counts.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    trainerEmail: text("trainer_email"),
    /** The signed-in name when applying, for the company's page when the trainer saved no profile. */
    trainerName: text("trainer_name"),
    mobileNumber: text("mobile_number"),
    status: text("status", { enum: applicationStatuses }).notNull().default("sent"),
    /** When the company shortlisted or declined, or the trainer withdrew. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the company was told of this application (first-applicant mail or daily digest). */
    companyNotifiedAt: timestamp("company_notified_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /** The proposal (issue 29): all optional, editable by the trainer while the application is `sent`. */
    proposalNote: text("proposal_note").notNull().default(""),
    /** The quoted day rate; the form starts from the profile's per-day charge. */
    quotedDayRate: numeric("quoted_day_rate", { mode: "number" }),
    earliestStart: date("earliest_start", { mode: "string" }),
    proposalUpdatedAt: timestamp("proposal_updated_at", { withTimezone: true }),
    /** When the company marked the applicant Engaged (from `shortlisted`; status `engaged`). */
    engagedAt: timestamp("engaged_at", { withTimezone: true }),
    /** When the company pressed "Training delivered" for this engagement. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("applications_requirement_trainer_unique").on(table.requirementId, table.trainerEmail),
    check(
      "applications_status_check",
      sql`${table.status} in ('sent', 'shortlisted', 'declined', 'withdrawn', 'engaged')`,
    ),
    check("applications_quoted_day_rate_check", sql`${table.quotedDayRate} is null or ${table.quotedDayRate} >= 0`),
    index("applications_trainer_idx").on(table.trainerEmail, table.createdAt),
    index("applications_status_engaged_idx").on(table.status, table.engagedAt),
  ],
);

/**
 * The one-time link a company is mailed to review an engagement (/reviews/new/{token}; issue 29): one per
 * engaged application, minted 7 days after "Training delivered" or 30 days after Engaged, holding only the
 * SHA-256 of the token; usable once (`used_at`), until `expires_at` (60 days).
 */
export const reviewLinks = pgTable("review_links", {
  applicationId: integer("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique("review_links_token_hash_unique"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A verified-engagement review: written only through a review link, so one per engaged application. The
 * trainer may reply once; an admin may hide it (kept, with the reason in the audit log too). Deleting the
 * trainer's profile clears `trainer_email` (the review's subject) and hides the reply; deleting the
 * requirement clears the company's details (`company_name`) and keeps the review.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .unique("reviews_application_unique")
      .references(() => applications.id, { onDelete: "set null" }),
    requirementId: integer("requirement_id").references(() => requirements.id, { onDelete: "set null" }),
    trainerEmail: text("trainer_email"),
    /** The company's name as the review shows it, copied when the review is written. */
    companyName: text("company_name"),
    /** The training the engagement was about (the requirement's topic), copied when the review is written. */
    trainingTopic: text("training_topic").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    replyHiddenAt: timestamp("reply_hidden_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    index("reviews_trainer_idx").on(table.trainerEmail, table.createdAt),
  ],
);

/**
 * A company's invitation of a directory trainer to apply to its requirement: one per (requirement, trainer),
 * at most 10 per requirement per day (counted on `created_at`). No contact details go either way.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    trainerEmail: text("trainer_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("invitations_requirement_trainer_unique").on(table.requirementId, table.trainerEmail),
    index("invitations_requirement_created_idx").on(table.requirementId, table.createdAt),
  ],
);

export const moderationStatuses = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** Training vendors, identified by their normalised website. */
export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    normalizedWebsite: text("normalized_website").notNull().unique("vendors_normalized_website_unique"),
    description: text("description").notNull(),
    status: text("status", { enum: moderationStatuses }).notNull().default("pending"),
    createdByEmail: text("created_by_email"),
    createdAt: createdAt(),
  },
  (table) => [check("vendors_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`)],
);

/** One rating per user per vendor; only approved ratings count towards the average. */
export const vendorRatings = pgTable(
  "vendor_ratings",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    status: text("status", { enum: moderationStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("vendor_ratings_vendor_user_unique").on(table.vendorId, table.userEmail),
    check("vendor_ratings_rating_check", sql`${table.rating} between 1 and 5`),
    check("vendor_ratings_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
    index("vendor_ratings_vendor_status_idx").on(table.vendorId, table.status),
    // The vendor page's star counts are read from this index alone (decision record 0068).
    index("vendor_ratings_approved_stars_idx")
      .on(table.vendorId, table.rating)
      .where(sql`${table.status} = 'approved'`),
  ],
);

export const outboxStatuses = ["pending", "held", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every e-mail to send. Written in the same transaction as the row that caused it; the worker claims
 * due rows with `for update skip locked`, writing a fresh `claim_token` and a lease into
 * `next_attempt_at`; its final update only lands while the row still carries that token
 * (docs/decisions/0014-outbox-promises.md). `held` means no SMTP server is configured yet: the row
 * waits and goes out once SMTP_URL is set. `failed` means the retries are used up; an admin can put it
 * back to `pending`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    relatedTo: text("related_to"),
    /**
     * Extra mail headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on the trainer alert digest
     * (RFC 8058); null for most mails.
     */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set by a claim, cleared by its final update; `<host>:<pid>:<random>` so a log names the claimer. */
    claimToken: text("claim_token"),
    createdAt: createdAt(),
  },
  (table) => [
    check("outbox_status_check", sql`${table.status} in ('pending', 'held', 'sent', 'failed')`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Files attached to an outbox mail, copied in when the mail is queued, so that the mail still carries
 * what caused it after the source (e.g. a CV) is replaced.
 */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: serial("id").primaryKey(),
    outboxId: integer("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [index("outbox_attachments_outbox_idx").on(table.outboxId)],
);

/**
 * A trainer's CV (decision record 0016): one per signed-in email, a new upload replaces it. The type is
 * what the content showed (pdf or docx), never what the browser claimed.
 */
export const trainerCvs = pgTable(
  "trainer_cvs",
  {
    id: serial("id").primaryKey(),
    trainerEmail: text("trainer_email").notNull().unique("trainer_cvs_trainer_email_unique"),
    fileName: text("file_name").notNull(),
    fileType: text("file_type", { enum: ["pdf", "docx"] }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("trainer_cvs_file_type_check", sql`${table.fileType} in ('pdf', 'docx')`)],
);

/**
 * Trainers' photos (decision record 0065): one per trainer, re-encoded on upload to a square WebP without metadata.
 * `version` is random per upload and names the photo's URL (/trainer-photos/{version}.webp), which is therefore
 * immutable and unguessable; a new upload gets a new one.
 */
export const trainerPhotos = pgTable("trainer_photos", {
  trainerEmail: text("trainer_email").primaryKey(),
  version: text("version").notNull().unique("trainer_photos_version_unique"),
  content: bytea("content").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Share clicks per page and network, so that several server processes agree on the total. */
export const shareCounts = pgTable(
  "share_counts",
  {
    page: text("page").notNull(),
    network: text("network").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.page, table.network] })],
);

/**
 * Rate-limit counters shared by every server process: one row per keyed hash (never a raw address or
 * e-mail) and window; the current and the previous window make a sliding window. A row is pruned once
 * `expires_at` (two windows after its start) has passed.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_expires_idx").on(table.expiresAt),
  ],
);

/** Every admin action: who, what, on which row, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

/**
 * Form tokens already accepted, so that each is used once across every server process (docs/decisions/0003).
 * A row is needed only while its token could still be presented: pruned once `expires_at` has passed.
 */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    tokenId: text("token_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_form_tokens_expires_idx").on(table.expiresAt)],
);

/**
 * Signed-in sessions (docs/decisions/0011-server-side-sessions.md). The cookie carries a random id;
 * only its SHA-256 is stored, so the table cannot be turned back into cookies. Sign-out deletes every
 * row of the email, which ends the session on every browser, copied cookies included.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    picture: text("picture"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_email_idx").on(table.email), index("sessions_expires_idx").on(table.expiresAt)],
);

/**
 * A counter per cached public list ("requirements": the board; "vendors": the vendor page and feed), raised by
 * database triggers (migrations 0009 and 0010) in the same transaction as any write that changes what the list
 * shows, from whichever process or tool made it. A list rebuild that finds its counter unchanged keeps
 * the list it has instead of reading thousands of rows again (docs/decisions/0027).
 */
export const listVersions = pgTable("list_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Form drafts (docs/product.md "Nothing typed is lost", decision record 0038): what a signed-out visitor typed
 * into a form that needs sign-in, kept across the sign-in round trip. The browser's signed, httpOnly cookie
 * `form_draft` carries a random id; only its SHA-256 is stored. A draft belongs to one form on one path, holds at
 * most 16 KB of values, expires after 30 minutes and is deleted when it is used and on sign-out.
 */
export const formDrafts = pgTable(
  "form_drafts",
  {
    idHash: text("id_hash").primaryKey(),
    form: text("form").notNull(),
    path: text("path").notNull(),
    values: jsonb("values").$type<Record<string, string[]>>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_drafts_expires_idx").on(table.expiresAt)],
);

/**
 * The course catalogue (docs/product.md, "Courses, batches and seats"; decision record 0062): seeded on a first run
 * with the 40 courses of app/content/courses.ts, run by the operator at /admin/courses. `position` keeps the
 * catalogue's order; an archived course leaves the catalogue and its page answers 410.
 */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique("courses_slug_unique"),
    title: text("title").notNull().unique("courses_title_unique"),
    category: text("category").notNull(),
    /** Whole US dollars, as the catalogue shows it ("$100"). */
    priceUsd: integer("price_usd").notNull(),
    lessons: integer("lessons").notNull(),
    hours: integer("hours").notNull(),
    summary: text("summary").notNull(),
    /** One point of the outline a line: what the learner learns and who the course is for. */
    outline: text("outline").notNull(),
    trainer: text("trainer").notNull(),
    position: integer("position").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("courses_price_check", sql`${table.priceUsd} >= 0`),
    check("courses_lessons_check", sql`${table.lessons} > 0 and ${table.hours} > 0`),
  ],
);

export const batchModes = ["online", "in_person", "hybrid"] as const;
export type BatchMode = (typeof batchModes)[number];

/**
 * A scheduled run of a course: from `starts_on` to `ends_on` on the weekdays of `class_days` (bit 0 Sunday ..
 * bit 6 Saturday), from `starts_at` to `ends_at` India time. `seats_taken` is raised only by a conditional update
 * while it is below `seats_total` (the seat rule of decision record 0062), so the checks below never fire in use.
 */
export const batches = pgTable(
  "batches",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    classDays: integer("class_days").notNull(),
    /** "HH:MM", India Standard Time. */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    mode: text("mode", { enum: batchModes }).notNull(),
    /** Where an in-person or hybrid batch meets. */
    city: text("city"),
    seatsTotal: integer("seats_total").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** The course's price when null. */
    priceUsd: integer("price_usd"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("batches_seats_check", sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.seatsTotal}`),
    check("batches_dates_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check("batches_mode_check", sql`${table.mode} in ('online', 'in_person', 'hybrid')`),
    check("batches_price_check", sql`${table.priceUsd} is null or ${table.priceUsd} >= 0`),
    index("batches_course_starts_idx").on(table.courseId, table.startsOn),
  ],
);

export const enrolmentStatuses = ["enrolled", "waiting", "cancelled"] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/**
 * A learner's seat in a batch (`enrolled`), or a place on its waiting list (`waiting`). One live row per batch and
 * canonical e-mail. `token_hash`: the SHA-256 of the learner's current private link (cancel, or take a freed seat);
 * cleared when it is used, so each link works once.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailCanonical: text("email_canonical").notNull(),
    mobile: text("mobile").notNull(),
    status: text("status", { enum: enrolmentStatuses }).notNull(),
    tokenHash: text("token_hash").unique("enrolments_token_hash_unique"),
    clientAddress: text("client_address"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("enrolments_status_check", sql`${table.status} in ('enrolled', 'waiting', 'cancelled')`),
    uniqueIndex("enrolments_batch_email_live_unique")
      .on(table.batchId, table.emailCanonical)
      .where(sql`${table.status} <> 'cancelled'`),
    index("enrolments_batch_status_idx").on(table.batchId, table.status, table.createdAt),
  ],
);
