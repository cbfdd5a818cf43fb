-- One name per concept (docs/architecture.md, glossary; decision record 0030): a company's training need is a
-- requirement. Only names change: the schema's, and the stored words that name the concept (list version, audit log, outbox).
ALTER TABLE "leads" RENAME TO "requirements";--> statement-breakpoint
ALTER SEQUENCE "leads_id_seq" RENAME TO "requirements_id_seq";--> statement-breakpoint
ALTER INDEX "leads_pkey" RENAME TO "requirements_pkey";--> statement-breakpoint
ALTER TABLE "requirements" RENAME COLUMN "lead_details" TO "details";--> statement-breakpoint
ALTER TABLE "requirements" RENAME CONSTRAINT "leads_status_check" TO "requirements_status_check";--> statement-breakpoint
ALTER TABLE "requirements" RENAME CONSTRAINT "leads_closed_reason_check" TO "requirements_closed_reason_check";--> statement-breakpoint
ALTER TABLE "requirements" RENAME CONSTRAINT "leads_source_enquiry_id_enquiries_id_fk" TO "requirements_source_enquiry_id_enquiries_id_fk";--> statement-breakpoint
ALTER INDEX "leads_status_posted_idx" RENAME TO "requirements_status_posted_idx";--> statement-breakpoint
ALTER INDEX "leads_status_expires_idx" RENAME TO "requirements_status_expires_idx";--> statement-breakpoint
ALTER TABLE "applications" RENAME COLUMN "lead_id" TO "requirement_id";--> statement-breakpoint
ALTER TABLE "applications" RENAME CONSTRAINT "applications_lead_id_leads_id_fk" TO "applications_requirement_id_requirements_id_fk";--> statement-breakpoint
ALTER TABLE "applications" RENAME CONSTRAINT "applications_lead_trainer_unique" TO "applications_requirement_trainer_unique";--> statement-breakpoint
ALTER TABLE "requirement_manage_links" RENAME COLUMN "lead_id" TO "requirement_id";--> statement-breakpoint
ALTER TABLE "requirement_manage_links" RENAME CONSTRAINT "requirement_manage_links_lead_id_leads_id_fk" TO "requirement_manage_links_requirement_id_requirements_id_fk";--> statement-breakpoint
ALTER INDEX "requirement_manage_links_lead_idx" RENAME TO "requirement_manage_links_requirement_idx";--> statement-breakpoint
-- The board's list version (migration 0009): its row and its triggers, whose argument names the row.
UPDATE "list_versions" SET "name" = 'requirements' WHERE "name" = 'leads';--> statement-breakpoint
DROP TRIGGER "leads_list_version_rows" ON "requirements";--> statement-breakpoint
DROP TRIGGER "leads_list_version_update" ON "requirements";--> statement-breakpoint
DROP TRIGGER "leads_list_version_truncate" ON "requirements";--> statement-breakpoint
-- Only the columns the board shows (app/services/requirements.server.ts).
CREATE CONSTRAINT TRIGGER "requirements_list_version_rows" AFTER INSERT OR DELETE ON "requirements"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('requirements');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "requirements_list_version_update" AFTER UPDATE ON "requirements"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."topic" IS DISTINCT FROM NEW."topic"
  OR OLD."training_topic_name" IS DISTINCT FROM NEW."training_topic_name"
  OR OLD."details" IS DISTINCT FROM NEW."details" OR OLD."posted_at" IS DISTINCT FROM NEW."posted_at"
  OR OLD."delivery_location" IS DISTINCT FROM NEW."delivery_location")
EXECUTE FUNCTION "raise_list_version"('requirements');--> statement-breakpoint
CREATE TRIGGER "requirements_list_version_truncate" AFTER TRUNCATE ON "requirements"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('requirements');--> statement-breakpoint
-- Words already stored: the admins' actions (lead.publish -> requirement.publish, ...) and the mails of a requirement.
UPDATE "audit_log" SET "action" = 'requirement.' || substr("action", 6) WHERE "action" LIKE 'lead.%';--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'requirements' WHERE "entity" = 'leads';--> statement-breakpoint
UPDATE "outbox" SET "related_to" = 'requirement:' || substr("related_to", 6) WHERE "related_to" LIKE 'lead:%';
