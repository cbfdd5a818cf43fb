import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { control, expect } from "./fixtures";
import { requirementAnchor } from "~/lib/paths";

/**
 * Rows of the marketplace (issue 18) that a test makes for itself through the control server: a
 * published requirement with the company's enquiry behind it, a trainer's saved profile, an application.
 */

/**
 * Twelve random letters: a word no other test uses, to find this test's requirements with the board's
 * search, or to serve as a skill that the fuzzy matcher finds nowhere else.
 */
export function uniqueWord(): string {
  return Array.from({ length: 12 }, () => String.fromCharCode(97 + randomInt(0, 26))).join("");
}

/** A word no other test uses, to find this test's requirements with the board's search. */
export function uniqueTag(prefix = "zq"): string {
  return `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10)}`;
}

export async function publishedRequirement(
  title: string,
  details: string,
  { location = "Online", company = "Buyer Co", status = "published" } = {},
): Promise<{ id: number; companyEmail: string; companyPhone: string }> {
  const companyEmail = `company-${randomUUID().slice(0, 8)}@example.com`;
  const companyPhone = "9000012345";
  const [enquiry] = await control.sql<{ id: number }>(
    `insert into enquiries (form_name, name, email, phone, subject, description, delivery_location)
     values ('post-requirement', $1, $2, $3, $4, $5, $6) returning id`,
    [company, companyEmail, companyPhone, title, details, location],
  );
  const [requirement] = await control.sql<{ id: number }>(
    `insert into requirements (topic, training_topic_name, details, delivery_location, status, published_at, source_enquiry_id)
     values ('Cloud', $1, $2, nullif($3, ''), $4, now(), $5) returning id`,
    [title, details, location, status, enquiry?.id],
  );
  return { id: requirement!.id, companyEmail, companyPhone };
}

export async function savedTrainerProfile(
  email: string,
  { skills = [] as string[], mode = "online", alerts = false } = {},
): Promise<void> {
  await control.sql(
    `insert into trainer_profiles (email, name, mobile_numbers, skills, preferred_training_mode, alerts_enabled, alerts_covered_until)
     values ($1, 'Tara Trainer', '["9845012345"]'::jsonb, $2::jsonb, $3, $4, case when $4 then now() end)`,
    [email.toLowerCase(), JSON.stringify(skills), mode, alerts],
  );
}

export async function application(requirementId: number, email: string, status = "sent"): Promise<number> {
  const [row] = await control.sql<{ id: number }>(
    `insert into applications (requirement_id, trainer_email, mobile_number, status) values ($1, $2, '9845012345', $3) returning id`,
    [requirementId, email.toLowerCase(), status],
  );
  return row!.id;
}

/**
 * Opens the board until it shows exactly these requirements: rows made through the control server reach
 * the board's 5-second list cache a little later, as an admin's Publish would not (it clears the cache).
 */
export async function openBoardShowing(page: Page, path: string, requirementIds: number[]): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    const shown = await page
      .getByRole("list", { name: "Training requirements" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.id));
    expect(shown.sort()).toEqual(requirementIds.map(requirementAnchor).sort());
  }).toPass({ timeout: 15_000 });
}
