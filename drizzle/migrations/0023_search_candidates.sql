-- Search candidate sets (decision record 0068): pg_trgm lets the GIN indexes answer LIKE '%piece%' on the searched
-- text; PGlite loads the extension from its contrib bundle (app/infra/db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "requirements_search_trgm_idx" ON "requirements" USING gin (lower("topic" || ' ' || "details") gin_trgm_ops) WHERE "requirements"."status" = 'published';--> statement-breakpoint
CREATE INDEX "trainer_profiles_search_trgm_idx" ON "trainer_profiles" USING gin (lower("name" || ' ' || "location" || ' ' || "skills"::text) gin_trgm_ops) WHERE "trainer_profiles"."listed_in_directory";--> statement-breakpoint
CREATE INDEX "vendor_ratings_approved_stars_idx" ON "vendor_ratings" USING btree ("vendor_id","rating") WHERE "vendor_ratings"."status" = 'approved';
