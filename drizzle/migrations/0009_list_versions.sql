CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_versions" ("name") VALUES ('leads'), ('vendors');--> statement-breakpoint
-- Raises the counter named by the trigger's argument, once per transaction. The row triggers below are
-- deferred to the commit: the counter's row is then the last lock a writer takes, held only while it
-- commits, so two writers never wait for each other through it (no deadlock), and a bulk write raises
-- it once, not once a row.
CREATE FUNCTION "raise_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('edukon.list_version_raised_' || TG_ARGV[0], true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('edukon.list_version_raised_' || TG_ARGV[0], 'yes', true);
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the columns a list shows (board: app/services/leads.server.ts; vendors: vendor-lists.server.ts).
CREATE CONSTRAINT TRIGGER "leads_list_version_rows" AFTER INSERT OR DELETE ON "leads"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('leads');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_list_version_update" AFTER UPDATE ON "leads"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."topic" IS DISTINCT FROM NEW."topic"
  OR OLD."training_topic_name" IS DISTINCT FROM NEW."training_topic_name"
  OR OLD."lead_details" IS DISTINCT FROM NEW."lead_details" OR OLD."posted_at" IS DISTINCT FROM NEW."posted_at"
  OR OLD."delivery_location" IS DISTINCT FROM NEW."delivery_location")
EXECUTE FUNCTION "raise_list_version"('leads');--> statement-breakpoint
CREATE TRIGGER "leads_list_version_truncate" AFTER TRUNCATE ON "leads"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('leads');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendors_list_version_rows" AFTER INSERT OR DELETE ON "vendors"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendors_list_version_update" AFTER UPDATE ON "vendors"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."name" IS DISTINCT FROM NEW."name"
  OR OLD."website" IS DISTINCT FROM NEW."website" OR OLD."description" IS DISTINCT FROM NEW."description")
EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE TRIGGER "vendors_list_version_truncate" AFTER TRUNCATE ON "vendors"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_ratings_list_version_rows" AFTER INSERT OR DELETE ON "vendor_ratings"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_ratings_list_version_update" AFTER UPDATE ON "vendor_ratings"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."rating" IS DISTINCT FROM NEW."rating"
  OR OLD."vendor_id" IS DISTINCT FROM NEW."vendor_id")
EXECUTE FUNCTION "raise_list_version"('vendors');--> statement-breakpoint
CREATE TRIGGER "vendor_ratings_list_version_truncate" AFTER TRUNCATE ON "vendor_ratings"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('vendors');
