CREATE TABLE "trainer_photos" (
	"trainer_email" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_photos_version_unique" UNIQUE("version")
);
