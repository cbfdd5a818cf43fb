CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"trainer_email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_lead_trainer_unique" UNIQUE("lead_id","trainer_email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"delivery_location" text,
	"course_title" text,
	"user_email" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"training_topic_name" text NOT NULL,
	"lead_details" text NOT NULL,
	"delivery_location" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"source_enquiry_id" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('pending', 'published', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"related_to" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "share_counts" (
	"page" text NOT NULL,
	"network" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_counts_page_network_pk" PRIMARY KEY("page","network")
);
--> statement-breakpoint
CREATE TABLE "trainer_profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pin_code" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"preferred_training_mode" text DEFAULT 'online' NOT NULL,
	"per_day_charge" numeric,
	"experience" numeric,
	"training_experience" numeric,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages_spoken" jsonb DEFAULT '["English"]'::jsonb NOT NULL,
	"industry_expertise" jsonb DEFAULT '["IT"]'::jsonb NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"portfolio" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"preferred_audience" text DEFAULT '' NOT NULL,
	"hourly_rate" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_profiles_mode_check" CHECK ("trainer_profiles"."preferred_training_mode" in ('in_person', 'online', 'hybrid')),
	CONSTRAINT "trainer_profiles_audience_check" CHECK ("trainer_profiles"."preferred_audience" in ('', 'beginner', 'intermediate', 'advanced')),
	CONSTRAINT "trainer_profiles_charge_check" CHECK ("trainer_profiles"."per_day_charge" is null or "trainer_profiles"."per_day_charge" >= 0),
	CONSTRAINT "trainer_profiles_experience_check" CHECK ("trainer_profiles"."experience" is null or "trainer_profiles"."experience" >= 0),
	CONSTRAINT "trainer_profiles_training_experience_check" CHECK ("trainer_profiles"."training_experience" is null or "trainer_profiles"."training_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ratings_vendor_user_unique" UNIQUE("vendor_id","user_email"),
	CONSTRAINT "vendor_ratings_rating_check" CHECK ("vendor_ratings"."rating" between 1 and 5),
	CONSTRAINT "vendor_ratings_status_check" CHECK ("vendor_ratings"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"normalized_website" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_normalized_website_unique" UNIQUE("normalized_website"),
	CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_enquiry_id_enquiries_id_fk" FOREIGN KEY ("source_enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ratings" ADD CONSTRAINT "vendor_ratings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_form_created_idx" ON "enquiries" USING btree ("form_name","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_posted_idx" ON "leads" USING btree ("status","posted_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "vendor_ratings_vendor_status_idx" ON "vendor_ratings" USING btree ("vendor_id","status");