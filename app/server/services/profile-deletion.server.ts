import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/server/infra/db.server";

/**
 * "Delete my profile" (issue 18): the profile and the CV go; the trainer's applications stay for the
 * back office's counts, without their e-mail, name and mobile number (anonymised_at says when). One
 * transaction, so a failure leaves everything as it was. Ending the sessions and clearing the draft
 * cookie is the caller's (the HTTP side).
 */
export async function deleteTrainerProfile(email: string): Promise<{ applicationsAnonymised: number }> {
  const owner = email.trim().toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.delete(schema.trainerProfiles).where(eq(schema.trainerProfiles.email, owner));
    await tx.delete(schema.trainerCvs).where(eq(schema.trainerCvs.trainerEmail, owner));
    const anonymised = await tx
      .update(schema.applications)
      .set({ trainerEmail: null, trainerName: null, mobileNumber: null, anonymisedAt: sql`now()` })
      .where(eq(schema.applications.trainerEmail, owner))
      .returning({ id: schema.applications.id });
    return { applicationsAnonymised: anonymised.length };
  });
}
