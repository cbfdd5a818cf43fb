CREATE TABLE "requirement_manage_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_manage_token_hash_unique";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "trainer_name" text;--> statement-breakpoint
ALTER TABLE "requirement_manage_links" ADD CONSTRAINT "requirement_manage_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_manage_links_lead_idx" ON "requirement_manage_links" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "manage_token_hash";