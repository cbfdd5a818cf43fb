ALTER TABLE "trainer_profiles" ADD COLUMN "saved_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Profiles saved before sections were recorded: a section counts as saved when its columns hold anything other than
-- their defaults (Basic needs its per-day charge, which only its Save stores).
UPDATE "trainer_profiles" SET "saved_sections" =
  (CASE WHEN "per_day_charge" IS NOT NULL THEN '["basic"]'::jsonb ELSE '[]'::jsonb END)
  || (CASE WHEN "experience" IS NOT NULL OR "training_experience" IS NOT NULL OR "certifications" <> '[]'::jsonb
        OR "languages_spoken" <> '["English"]'::jsonb OR "industry_expertise" <> '["IT"]'::jsonb OR "availability" <> ''
      THEN '["professional"]'::jsonb ELSE '[]'::jsonb END)
  || (CASE WHEN "portfolio" <> '' OR "education" <> '' OR "notes" <> '' OR "preferred_audience" <> '' OR "hourly_rate" <> ''
      THEN '["additional"]'::jsonb ELSE '[]'::jsonb END);
