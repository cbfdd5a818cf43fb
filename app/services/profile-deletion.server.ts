import { and, eq, ne, or, sql } from "drizzle-orm";
import { canonicalEmail } from "~/lib/email-address";
import { getDb, schema, type Db } from "~/infra/db.server";
import { applicationsChanged } from "./requirement-stats.server";
import { trainerProfilesChanged } from "./trainer-profiles.server";

/**
 * "Delete my profile" (docs/product.md section 10, the marketplace loop): the profile (and with it the public page in the directory), the CV and the photo go; the trainer's applications stay for the
 * back office's counts, without their e-mail, name and mobile number (anonymised_at says when); the outbox's
 * unsent mails about them are cancelled. One
 * transaction, so a failure leaves everything as it was. Ending the sessions and clearing the draft
 * cookie is the caller's (the HTTP side).
 */
export async function deleteTrainerProfile(
  email: string,
): Promise<{ applicationsAnonymised: number; mailsCancelled: number }> {
  const owner = canonicalEmail(email);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [profile] = await tx
      .delete(schema.trainerProfiles)
      .where(eq(schema.trainerProfiles.email, owner))
      .returning({ mobileNumbers: schema.trainerProfiles.mobileNumbers });
    await tx.delete(schema.trainerCvs).where(eq(schema.trainerCvs.trainerEmail, owner));
    await tx.delete(schema.trainerPhotos).where(eq(schema.trainerPhotos.trainerEmail, owner));
    const applications = await tx
      .select({ mobileNumber: schema.applications.mobileNumber })
      .from(schema.applications)
      .where(eq(schema.applications.trainerEmail, owner));
    const anonymised = await tx
      .update(schema.applications)
      .set({ trainerEmail: null, trainerName: null, mobileNumber: null, anonymisedAt: sql`now()` })
      .where(eq(schema.applications.trainerEmail, owner))
      .returning({ id: schema.applications.id });
    // The public page goes with the profile row. Reviews stay (they are the companies' words about an engagement)
    // but no longer name their subject, and the trainer's replies are hidden (decision record 0047); invitations
    // to the trainer are theirs and go.
    await tx
      .update(schema.reviews)
      .set({ trainerEmail: null, replyHiddenAt: sql`coalesce(${schema.reviews.replyHiddenAt}, now())` })
      .where(eq(schema.reviews.trainerEmail, owner));
    await tx.delete(schema.invitations).where(eq(schema.invitations.trainerEmail, owner));
    const mobiles = [...(profile?.mobileNumbers ?? []), ...applications.map((row) => row.mobileNumber ?? "")];
    const cancelled = await cancelUnsentMailsAbout(tx, owner, mobiles);
    return { applicationsAnonymised: anonymised.length, mailsCancelled: cancelled };
  });
  if (result.applicationsAnonymised > 0) applicationsChanged();
  trainerProfilesChanged();
  return result;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The outbox's mails not sent yet that are to, from or about the trainer (docs/product.md section 8): to their address
 * (alerts, decisions), with it as Reply-To (the CV's mail), or carrying their e-mail or a mobile number in the text
 * (a shortlist's mail to the company). They are dropped, as deleting a requirement drops the company's: once SMTP
 * is configured they would otherwise go out with the details the trainer asked us to delete.
 */
async function cancelUnsentMailsAbout(tx: Tx, owner: string, mobiles: string[]): Promise<number> {
  const mentions = [owner, ...new Set(mobiles.map((mobile) => mobile.trim()).filter((mobile) => mobile.length >= 6))];
  const cancelled = await tx
    .delete(schema.outbox)
    .where(
      and(
        ne(schema.outbox.status, "sent"),
        or(
          eq(sql`lower(${schema.outbox.toAddress})`, owner),
          eq(sql`lower(${schema.outbox.replyTo})`, owner),
          ...mentions.map((text) => sql`strpos(lower(${schema.outbox.textBody}), ${text.toLowerCase()}) > 0`),
        ),
      ),
    )
    .returning({ id: schema.outbox.id });
  return cancelled.length;
}
