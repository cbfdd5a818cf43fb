CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_versions" ("name") VALUES ('leads'), ('vendors');--> statement-breakpoint
-- Raises the counter named by the trigger's argument: once per statement, in the writer's transaction.
CREATE FUNCTION "raise_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the columns a list shows (board: app/server/services/leads.server.ts; vendors: vendor-lists.server.ts).
CREATE TRIGGER "leads_list_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "topic", "training_topic_name", "lead_details", "posted_at", "delivery_location" ON "leads"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('leads');--> statement-breakpoint
CREATE TRIGGER "vendors_list_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "name", "website", "description" ON "vendors"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE TRIGGER "vendor_ratings_list_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "rating", "vendor_id" ON "vendor_ratings"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('vendors');
