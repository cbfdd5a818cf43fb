-- Issue 25: "Removed by moderator" (requirements.status 'removed') and manage links an operator can revoke.
ALTER TABLE "requirements" DROP CONSTRAINT "requirements_status_check";--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_status_check" CHECK ("requirements"."status" in ('pending', 'published', 'closed', 'expired', 'removed'));--> statement-breakpoint
ALTER TABLE "requirement_manage_links" ADD COLUMN "revoked_at" timestamp with time zone;
