import { randomBytes } from "node:crypto";
import { build, uniqueEmail } from "./fixtures";
import type { trainingModes } from "~drizzle/schema";

/**
 * Rows of the trainer directory that a test makes for itself through the control server: a
 * trainer's saved profile (listed or not, with a slug), a verified review, a manage link to a requirement.
 */

export type DirectoryTrainerRow = { email: string; name: string; slug: string };

export async function directoryTrainer(
  name: string,
  {
    listed = true,
    skills = ["Terraform"],
    mode = "online" as (typeof trainingModes)[number],
    location = "",
    charge = 15000,
    experience = 9 as number | null,
  } = {},
): Promise<DirectoryTrainerRow> {
  const email = uniqueEmail("directory");
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(4).toString("hex")}`;
  await build.trainerProfile({
    email,
    name,
    skills,
    preferredTrainingMode: mode,
    location,
    perDayCharge: charge,
    experience,
    trainingExperience: 4,
    languagesSpoken: ["English", "Tamil"],
    listedInDirectory: listed,
    publicSlug: listed ? slug : null,
  });
  return { email, name, slug };
}

/** A verified review of the trainer (as the review link would store it). */
export async function verifiedReview(trainerEmail: string, rating: number, text: string, reply?: string) {
  await build.review({ trainerEmail, rating, body: text, reply: reply ?? null });
}

/** A working manage link to the requirement: the path the company's mail would carry. */
export async function manageLinkTo(requirementId: number): Promise<string> {
  return (await build.manageLink(requirementId)).path;
}
