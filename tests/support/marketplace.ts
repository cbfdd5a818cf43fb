import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { build, expect } from "./fixtures";
import type { ApplicationStatus, RequirementStatus, trainingModes } from "~drizzle/schema";
import { requirementAnchor } from "~/lib/paths";

/**
 * Rows of the marketplace that a test makes for itself through the control server: a
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
  { location = "Online", company = "Buyer Co", status = "published" as RequirementStatus } = {},
): Promise<{ id: number; companyEmail: string; companyPhone: string }> {
  const { id, companyEmail, companyPhone } = await build.requirement({
    title,
    details,
    deliveryLocation: location,
    status,
    company: { name: company },
  });
  return { id, companyEmail, companyPhone };
}

export async function savedTrainerProfile(
  email: string,
  { skills = [] as string[], mode = "online" as (typeof trainingModes)[number], alerts = false } = {},
): Promise<void> {
  await build.trainerProfile({ email, skills, preferredTrainingMode: mode, alertsEnabled: alerts });
}

export async function application(
  requirementId: number,
  email: string,
  status = "sent" as ApplicationStatus,
): Promise<number> {
  return (await build.application({ requirementId, trainerEmail: email, status })).id;
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

/** A working manage link to the requirement (its token's hash stored, as a mail would carry it): its path. */
export async function manageLinkPath(requirementId: number): Promise<string> {
  return (await build.manageLink(requirementId)).path;
}

/** A trainer's saved profile with the facts the company sees and sorts by. */
export async function rankedTrainerProfile(
  email: string,
  {
    name,
    skills,
    perDayCharge,
    experience,
  }: { name: string; skills: string[]; perDayCharge: number; experience: number },
): Promise<void> {
  await build.trainerProfile({ email, name, skills, perDayCharge, experience });
}
