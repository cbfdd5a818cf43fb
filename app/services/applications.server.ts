import { isDatabaseUnavailable } from "~/infra/db.server";
import { desc, eq } from "drizzle-orm";
import {
  APPLY_FAILED,
  APPLY_CONSENT,
  APPLY_SUCCESS,
  REQUIREMENT_NOT_OPEN,
  MOBILE_NEEDED,
  SIGN_IN_TO_APPLY,
  type ApplyResult,
} from "~/forms/apply";
import type { Proposal } from "~/forms/proposal";
import { isTenDigitMobile } from "~/forms/apply";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getConfig } from "~/infra/config.server";
import { getDb, schema } from "~/infra/db.server";
import { findPublishedRequirement } from "./requirements.server";
import { queueMail } from "./outbox.server";
import { applicationsChanged } from "./requirement-stats.server";
import { localTrainerProfile } from "./trainer-profiles.server";

type Trainer = { email: string; name: string };

/** One click on Apply: no proposal at all (docs/product.md section 10, proposals: every field is optional). */
export const NO_PROPOSAL: Proposal = { note: "", quotedDayRate: null, earliestStart: null };

/**
 * Apply as the board posts it: a visitor must sign in first, a requirement id that is not a positive whole
 * number is a requirement no longer open, and the mobile number comes from the trainer's local profile (the
 * trainerProfileData cookie, else the saved profile). A failure to store becomes the spec's message.
 */
export async function applyFromBoard(
  trainer: Trainer | null,
  requirementId: number,
  cookieHeader: string | null,
  proposal: Proposal = NO_PROPOSAL,
): Promise<ApplyResult> {
  if (!trainer) return { success: 0, message: SIGN_IN_TO_APPLY, reason: "failed" };
  if (!Number.isInteger(requirementId) || requirementId <= 0)
    return { success: 0, message: REQUIREMENT_NOT_OPEN, reason: "requirement" };
  try {
    const profile = await localTrainerProfile(cookieHeader, trainer.email);
    return await applyToRequirement(requirementId, trainer, profile.mobileNumber, proposal);
  } catch (error) {
    // A database that is away is the caller's 503 (app/http/outage.server.ts), not a failed apply.
    if (isDatabaseUnavailable(error)) throw error;
    console.error("[apply] storing an application failed:", error);
    return { success: 0, message: APPLY_FAILED, reason: "failed" };
  }
}

/**
 * The HTTP status of Apply's JSON answer: 401 for a visitor who is not signed in, else 200 whatever
 * the outcome (the board's script reads `success` and `reason`, as docs/product.md section 7 describes).
 */
export function applyStatusCode(result: ApplyResult, signedIn: boolean): 200 | 401 {
  return result.success === 0 && result.reason === "failed" && !signedIn ? 401 : 200;
}

/**
 * Records a trainer's application to a published requirement, once: applying again is harmless and sends
 * nothing new (and keeps the first proposal: the trainer edits it on /my-applications). The first application queues the requirement's details to the trainer and a note to
 * the operator, in the same transaction.
 */
export async function applyToRequirement(
  requirementId: number,
  trainer: Trainer,
  mobileNumber: string | undefined,
  proposal: Proposal = NO_PROPOSAL,
): Promise<ApplyResult> {
  if (!isTenDigitMobile(mobileNumber)) return { success: 0, message: MOBILE_NEEDED, reason: "mobile" };
  const requirement = await findPublishedRequirement(requirementId);
  if (!requirement) return { success: 0, message: REQUIREMENT_NOT_OPEN, reason: "requirement" };
  const email = trainer.email.toLowerCase();
  const mobile = (mobileNumber ?? "").trim();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(schema.applications)
      .values({
        requirementId,
        trainerEmail: email,
        trainerName: trainer.name,
        mobileNumber: mobile,
        proposalNote: proposal.note,
        quotedDayRate: proposal.quotedDayRate,
        earliestStart: proposal.earliestStart,
        proposalUpdatedAt: hasProposal(proposal) ? new Date() : null,
      })
      .onConflictDoNothing({ target: [schema.applications.requirementId, schema.applications.trainerEmail] })
      .returning({ id: schema.applications.id });
    const application = inserted[0];
    if (!application) return;
    const details = [
      `Requirement #${requirement.id}: ${requirement.trainingTopicName}`,
      `Topic: ${requirement.topic}`,
      requirement.deliveryLocation ? `Delivery location: ${requirement.deliveryLocation}` : null,
      "",
      requirement.details,
    ]
      .filter((line) => line !== null)
      .join("\n");
    await queueMail(tx, {
      to: email,
      subject: `Your application: ${requirement.trainingTopicName}`,
      text: `Hello ${trainer.name},\n\nThank you for applying. Here are the details of the training requirement:\n\n${details}\n\n${APPLY_CONSENT}\n\nYou can follow this application, or withdraw it, at ${absoluteUrl(paths.myApplications)}.\n\nEdukon Training`,
      relatedTo: `application:${application.id}`,
    });
    await queueMail(tx, {
      to: getConfig().notifyEmail,
      replyTo: email,
      subject: `New application #${application.id} for requirement #${requirement.id}: ${requirement.trainingTopicName}`,
      text: `Trainer: ${trainer.name} <${email}>\nMobile: ${mobile}\n\n${details}`,
      relatedTo: `application:${application.id}`,
    });
  });
  applicationsChanged();
  return { success: 1, message: APPLY_SUCCESS };
}

export function hasProposal(proposal: Proposal): boolean {
  return proposal.note !== "" || proposal.quotedDayRate !== null || proposal.earliestStart !== null;
}

/** Who applied to what, newest first, with the trainer's saved profile where there is one. */
export async function applicationsForAdmin() {
  const db = await getDb();
  return db
    .select({
      id: schema.applications.id,
      createdAt: schema.applications.createdAt,
      trainerEmail: schema.applications.trainerEmail,
      mobileNumber: schema.applications.mobileNumber,
      requirementId: schema.requirements.id,
      requirementTitle: schema.requirements.trainingTopicName,
      trainerName: schema.trainerProfiles.name,
      skills: schema.trainerProfiles.skills,
      location: schema.trainerProfiles.location,
      experience: schema.trainerProfiles.experience,
      perDayCharge: schema.trainerProfiles.perDayCharge,
      linkedIn: schema.trainerProfiles.linkedIn,
      cvId: schema.trainerCvs.id,
    })
    .from(schema.applications)
    .innerJoin(schema.requirements, eq(schema.requirements.id, schema.applications.requirementId))
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .leftJoin(schema.trainerCvs, eq(schema.trainerCvs.trainerEmail, schema.applications.trainerEmail))
    .orderBy(desc(schema.applications.createdAt), desc(schema.applications.id))
    .limit(300);
}
