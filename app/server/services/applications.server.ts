import { desc, eq } from "drizzle-orm";
import { isTenDigitMobile } from "~/lib/lead-matching";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import { findPublishedLead } from "./leads.server";
import { queueMail } from "./outbox.server";

/** The Apply call's answer, as SPEC.md section 7 describes it: success 1 means applied. */
export type ApplyResult = { success: 1; message: string } | { success: 0; message: string; reason: "mobile" | "lead" | "failed" };

export const APPLY_SUCCESS = "Applied successfully! We will contact you soon";
export const MOBILE_NEEDED = "Please update your profile with a valid 10-digit mobile number first.";

/**
 * Records a trainer's application to a published lead, once: applying again is harmless and sends
 * nothing new. The first application queues the requirement's details to the trainer and a note to
 * the operator, in the same transaction.
 */
export async function applyToLead(leadId: number, trainer: { email: string; name: string }, mobileNumber: string | undefined): Promise<ApplyResult> {
  if (!isTenDigitMobile(mobileNumber)) return { success: 0, message: MOBILE_NEEDED, reason: "mobile" };
  const lead = await findPublishedLead(leadId);
  if (!lead) return { success: 0, message: "This requirement is no longer open for applications.", reason: "lead" };
  const email = trainer.email.toLowerCase();
  const mobile = (mobileNumber ?? "").trim();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(schema.applications)
      .values({ leadId, trainerEmail: email, mobileNumber: mobile })
      .onConflictDoNothing({ target: [schema.applications.leadId, schema.applications.trainerEmail] })
      .returning({ id: schema.applications.id });
    const application = inserted[0];
    if (!application) return;
    const details = [
      `Requirement #${lead.id}: ${lead.trainingTopicName}`,
      `Topic: ${lead.topic}`,
      lead.deliveryLocation ? `Delivery location: ${lead.deliveryLocation}` : null,
      "",
      lead.leadDetails,
    ]
      .filter((line) => line !== null)
      .join("\n");
    await queueMail(tx, {
      to: email,
      subject: `Your application: ${lead.trainingTopicName}`,
      text: `Hello ${trainer.name},\n\nThank you for applying. Here are the details of the training requirement:\n\n${details}\n\nWe will contact you on ${mobile} once the company has reviewed the trainers who applied.\n\nEdukon Training`,
      relatedTo: `application:${application.id}`,
    });
    await queueMail(tx, {
      to: getConfig().notifyEmail,
      replyTo: email,
      subject: `New application #${application.id} for requirement #${lead.id}: ${lead.trainingTopicName}`,
      text: `Trainer: ${trainer.name} <${email}>\nMobile: ${mobile}\n\n${details}`,
      relatedTo: `application:${application.id}`,
    });
  });
  return { success: 1, message: APPLY_SUCCESS };
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
      leadId: schema.leads.id,
      leadTitle: schema.leads.trainingTopicName,
      trainerName: schema.trainerProfiles.name,
      skills: schema.trainerProfiles.skills,
      location: schema.trainerProfiles.location,
      experience: schema.trainerProfiles.experience,
      perDayCharge: schema.trainerProfiles.perDayCharge,
      linkedIn: schema.trainerProfiles.linkedIn,
    })
    .from(schema.applications)
    .innerJoin(schema.leads, eq(schema.leads.id, schema.applications.leadId))
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.applications.trainerEmail))
    .orderBy(desc(schema.applications.createdAt), desc(schema.applications.id))
    .limit(300);
}
