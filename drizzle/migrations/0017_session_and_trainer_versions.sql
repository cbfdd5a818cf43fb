-- Issue 28 (decision record 0050): a signed-in page reads the visitor's session, and the board the trainer's
-- profile, from memory; every process hears when either changes. Two more list versions, announced like the
-- others (0016). 'sessions': raised when a live session row is deleted or changed (a sign-out); not by pruning
-- expired rows, which no process answers anyway, nor by an insert (a new id, which no process has kept).
-- 'trainers': raised when what the board reads of a trainer profile changes (its mobile numbers, skills,
-- training mode and per-day charge).
INSERT INTO "list_versions" ("name") VALUES ('sessions'), ('trainers') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_list_version_delete" AFTER DELETE ON "sessions"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."expires_at" > now())
EXECUTE FUNCTION "raise_list_version"('sessions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_list_version_update" AFTER UPDATE ON "sessions"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('sessions');--> statement-breakpoint
CREATE TRIGGER "sessions_list_version_truncate" AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('sessions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainer_profiles_list_version_rows" AFTER INSERT OR DELETE ON "trainer_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('trainers');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainer_profiles_list_version_update" AFTER UPDATE ON "trainer_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."mobile_numbers" IS DISTINCT FROM NEW."mobile_numbers"
  OR OLD."skills" IS DISTINCT FROM NEW."skills" OR OLD."preferred_training_mode" IS DISTINCT FROM NEW."preferred_training_mode"
  OR OLD."per_day_charge" IS DISTINCT FROM NEW."per_day_charge")
EXECUTE FUNCTION "raise_list_version"('trainers');--> statement-breakpoint
CREATE TRIGGER "trainer_profiles_list_version_truncate" AFTER TRUNCATE ON "trainer_profiles"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('trainers');
