-- Decision record 0061: the trainer directory is kept in memory as a list, and checked against this version on every
-- read. 'directory': raised by any write that can change what the directory or its ranking shows: a trainer
-- profile inserted or deleted, an update of a profile that is listed (before or after the update), any write to
-- the reviews (the ranking's counts and sums).
INSERT INTO "list_versions" ("name") VALUES ('directory') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainer_profiles_directory_version_rows" AFTER INSERT OR DELETE ON "trainer_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('directory');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainer_profiles_directory_version_update" AFTER UPDATE ON "trainer_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."listed_in_directory" OR NEW."listed_in_directory")
EXECUTE FUNCTION "raise_list_version"('directory');--> statement-breakpoint
CREATE TRIGGER "trainer_profiles_directory_version_truncate" AFTER TRUNCATE ON "trainer_profiles"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('directory');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_directory_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('directory');--> statement-breakpoint
CREATE TRIGGER "reviews_directory_version_truncate" AFTER TRUNCATE ON "reviews"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('directory');
