-- Issue 28 (decision record 0044): every process hears of a list change within a second, through PostgreSQL
-- itself. Two more cached lists get a version (the applicant counts of the board's cards, and the share totals
-- of its share bar), and every raise of a version is announced on the channel "list_versions" as
-- "<name>:<version>" (pg_notify inside the writer's transaction: delivered at its commit, never for a rollback).
INSERT INTO "list_versions" ("name") VALUES ('applications'), ('shares') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The board counts applications that are not withdrawn and not anonymised (requirement-stats.server.ts).
CREATE CONSTRAINT TRIGGER "applications_list_version_rows" AFTER INSERT OR DELETE ON "applications"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('applications');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_list_version_update" AFTER UPDATE ON "applications"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."anonymised_at" IS DISTINCT FROM NEW."anonymised_at"
  OR OLD."requirement_id" IS DISTINCT FROM NEW."requirement_id")
EXECUTE FUNCTION "raise_list_version"('applications');--> statement-breakpoint
CREATE TRIGGER "applications_list_version_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('applications');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "share_counts_list_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "share_counts"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('shares');--> statement-breakpoint
CREATE TRIGGER "share_counts_list_version_truncate" AFTER TRUNCATE ON "share_counts"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('shares');--> statement-breakpoint
CREATE FUNCTION "announce_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_versions', NEW."name" || ':' || NEW."version");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "list_versions_announce" AFTER UPDATE ON "list_versions"
FOR EACH ROW WHEN (OLD."version" IS DISTINCT FROM NEW."version") EXECUTE FUNCTION "announce_list_version"();
