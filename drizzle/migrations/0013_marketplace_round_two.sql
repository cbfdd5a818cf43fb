CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"trainer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_requirement_trainer_unique" UNIQUE("requirement_id","trainer_email")
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer,
	"requirement_id" integer,
	"trainer_email" text,
	"company_name" text,
	"training_topic" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_hidden_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_application_unique" UNIQUE("application_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "proposal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quoted_day_rate" numeric;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "earliest_start" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "proposal_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "engaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "listed_in_directory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "show_rate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_requirement_created_idx" ON "invitations" USING btree ("requirement_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_trainer_idx" ON "reviews" USING btree ("trainer_email","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_engaged_idx" ON "applications" USING btree ("status","engaged_at");--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_public_slug_unique" UNIQUE("public_slug");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_quoted_day_rate_check" CHECK ("applications"."quoted_day_rate" is null or "applications"."quoted_day_rate" >= 0);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('sent', 'shortlisted', 'declined', 'withdrawn', 'engaged'));