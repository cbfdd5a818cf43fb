CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"class_days" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"mode" text NOT NULL,
	"city" text,
	"seats_total" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_usd" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_seats_check" CHECK ("batches"."seats_taken" >= 0 and "batches"."seats_taken" <= "batches"."seats_total"),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."ends_on" >= "batches"."starts_on"),
	CONSTRAINT "batches_mode_check" CHECK ("batches"."mode" in ('online', 'in_person', 'hybrid')),
	CONSTRAINT "batches_price_check" CHECK ("batches"."price_usd" is null or "batches"."price_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"price_usd" integer NOT NULL,
	"lessons" integer NOT NULL,
	"hours" integer NOT NULL,
	"summary" text NOT NULL,
	"outline" text NOT NULL,
	"trainer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_title_unique" UNIQUE("title"),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_usd" >= 0),
	CONSTRAINT "courses_lessons_check" CHECK ("courses"."lessons" > 0 and "courses"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_canonical" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"token_hash" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('enrolled', 'waiting', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_course_starts_idx" ON "batches" USING btree ("course_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_batch_email_live_unique" ON "enrolments" USING btree ("batch_id","email_canonical") WHERE "enrolments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "enrolments_batch_status_idx" ON "enrolments" USING btree ("batch_id","status","created_at");