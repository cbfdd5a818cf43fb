CREATE TABLE "trainer_photos" (
	"trainer_email" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_photos_version_unique" UNIQUE("version")
);
--> statement-breakpoint
-- Decision record 0065: the directory's cards show the photo, so a photo written or removed raises the directory's
-- list version like a profile's write does (decision record 0061, migration 0018).
CREATE CONSTRAINT TRIGGER "trainer_photos_directory_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "trainer_photos"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"('directory');--> statement-breakpoint
CREATE TRIGGER "trainer_photos_directory_version_truncate" AFTER TRUNCATE ON "trainer_photos"
FOR EACH STATEMENT EXECUTE FUNCTION "raise_list_version"('directory');
