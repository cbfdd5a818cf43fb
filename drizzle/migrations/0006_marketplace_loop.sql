ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "trainer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "mobile_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expiry_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "applicants_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "alerts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "alerts_covered_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "alerts_last_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_trainer_idx" ON "applications" USING btree ("trainer_email","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_expires_idx" ON "leads" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_manage_token_hash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('sent', 'shortlisted', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_closed_reason_check" CHECK ("leads"."closed_reason" is null or "leads"."closed_reason" in ('company', 'admin', 'deleted'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('pending', 'published', 'closed', 'expired'));