CREATE TABLE "form_drafts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"path" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_drafts_expires_idx" ON "form_drafts" USING btree ("expires_at");