import { sql } from "drizzle-orm";
import {
  check,
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
} from "drizzle-orm/pg-core";

/**
 * The data model of DESIGN.md section 6. Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and must only use PostgreSQL 15 features: PGlite is 18, servers may be 15.
 */

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

export const leadStatuses = ["pending", "published", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Training requirements shown on the board once an admin publishes them. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    trainingTopicName: text("training_topic_name").notNull(),
    leadDetails: text("lead_details").notNull(),
    deliveryLocation: text("delivery_location"),
    status: text("status", { enum: leadStatuses }).notNull().default("pending"),
    sourceEnquiryId: integer("source_enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("leads_status_check", sql`${table.status} in ('pending', 'published', 'closed')`),
    index("leads_status_posted_idx").on(table.status, table.postedAt),
  ],
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
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("trainer_profiles_mode_check", sql`${table.preferredTrainingMode} in ('in_person', 'online', 'hybrid')`),
    check(
      "trainer_profiles_audience_check",
      sql`${table.preferredAudience} in ('', 'beginner', 'intermediate', 'advanced')`,
    ),
    check("trainer_profiles_charge_check", sql`${table.perDayCharge} is null or ${table.perDayCharge} >= 0`),
    check("trainer_profiles_experience_check", sql`${table.experience} is null or ${table.experience} >= 0`),
    check(
      "trainer_profiles_training_experience_check",
      sql`${table.trainingExperience} is null or ${table.trainingExperience} >= 0`,
    ),
  ],
);

/** A trainer's application to a lead: one per (lead, trainer). */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    trainerEmail: text("trainer_email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique("applications_lead_trainer_unique").on(table.leadId, table.trainerEmail)],
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
  ],
);

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every e-mail to send. Written in the same transaction as the row that caused it; the worker claims
 * due rows with `for update skip locked`, so several server processes never send one mail twice.
 * `failed` means the retries are used up; an admin can put it back to `pending`.
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
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    check("outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

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

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
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
