import { and, eq, gt, sql } from "drizzle-orm";
import { INVITATIONS_PER_DAY, type InviteOutcome } from "~/forms/invite-trainer";
import { DIRECTORY_TARGET, TRAINERS_PER_PAGE } from "~/forms/trainer-directory";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getDb, schema } from "~/infra/db.server";
import { queueMail, type OutgoingMail } from "./outbox.server";
import { searchDirectory, type DirectoryTrainer } from "./trainer-directory.server";

/**
 * Invitations (decision record 0047): from its manage page a company invites a directory trainer to apply to its
 * requirement. The trainer is mailed a link to the requirement on the board and nothing else: neither side's
 * contact details go anywhere until a Shortlist. One per requirement and trainer, at most INVITATIONS_PER_DAY per
 * requirement in any 24 hours; the requirement's row is locked while counting, so two tabs cannot both send the
 * tenth.
 */

const DAY_MS = 24 * 60 * 60_000;

export type InviteCandidate = DirectoryTrainer & { state: "invite" | "invited" | "applied" };

async function invitedAndApplied(requirementId: number) {
  const db = await getDb();
  const [invited, applied] = await Promise.all([
    db
      .select({ email: schema.invitations.trainerEmail, createdAt: schema.invitations.createdAt })
      .from(schema.invitations)
      .where(eq(schema.invitations.requirementId, requirementId)),
    db
      .select({ email: schema.applications.trainerEmail })
      .from(schema.applications)
      .where(eq(schema.applications.requirementId, requirementId)),
  ]);
  return { invited, applied: new Set(applied.map((row) => row.email)) };
}

/** The directory as the invite page shows it: each trainer with whether they were invited or applied already. */
export async function inviteCandidates(requirementId: number, q: string, page: number, now = new Date()) {
  const [directory, { invited, applied }, emails] = await Promise.all([
    searchDirectory({ q, skill: "", mode: "", city: "", page }),
    invitedAndApplied(requirementId),
    slugEmails(),
  ]);
  const invitedEmails = new Set(invited.map((row) => row.email));
  const today = invited.filter((row) => row.createdAt.getTime() > now.getTime() - DAY_MS).length;
  const candidates: InviteCandidate[] = directory.trainers.map((trainer) => {
    const email = emails.get(trainer.slug) ?? "";
    return {
      ...trainer,
      state: applied.has(email) ? "applied" : invitedEmails.has(email) ? "invited" : "invite",
    };
  });
  return {
    q: directory.query.q,
    candidates,
    page: directory.page,
    pageCount: directory.pageCount,
    total: directory.total,
    perPage: TRAINERS_PER_PAGE,
    left: Math.max(0, INVITATIONS_PER_DAY - today),
    anyone: directory.anyone,
  };
}

async function slugEmails(): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ slug: schema.trainerProfiles.publicSlug, email: schema.trainerProfiles.email })
    .from(schema.trainerProfiles)
    .where(eq(schema.trainerProfiles.listedInDirectory, true));
  return new Map(rows.flatMap((row) => (row.slug ? [[row.slug, row.email] as const] : [])));
}

export function invitationMail(
  trainer: { email: string; name: string },
  requirement: { id: number; title: string },
): OutgoingMail {
  return {
    to: trainer.email,
    subject: `A company invites you to apply: ${requirement.title}`,
    text: [
      `Hello ${trainer.name},`,
      "",
      `a company found you in our trainer directory and invites you to apply to its training requirement "${requirement.title}":`,
      absoluteUrl(paths.boardRequirement(requirement.id)),
      "",
      "Apply from the board if it suits you; you may also let it pass. The company does not see your e-mail or phone,",
      "and you do not see theirs, unless it shortlists you after you apply.",
      "",
      `You get this mail because your profile is in the directory. To leave it, untick "Show my profile to companies" on`,
      absoluteUrl(paths.trainerProfileSection(DIRECTORY_TARGET)),
      "",
      "Edukon Training",
    ].join("\n"),
    relatedTo: `requirement:${requirement.id}`,
  };
}

/** Invites the directory trainer with this slug to the requirement; what happened, and the trainer's name. */
export async function inviteTrainer(
  requirementId: number,
  slug: string,
  now = new Date(),
): Promise<{ outcome: InviteOutcome; name: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [requirement] = await tx
      .select({
        id: schema.requirements.id,
        title: schema.requirements.trainingTopicName,
        status: schema.requirements.status,
      })
      .from(schema.requirements)
      .where(eq(schema.requirements.id, requirementId))
      .for("update");
    const [trainer] = await tx
      .select({ email: schema.trainerProfiles.email, name: schema.trainerProfiles.name })
      .from(schema.trainerProfiles)
      .where(
        and(
          eq(schema.trainerProfiles.publicSlug, slug),
          eq(schema.trainerProfiles.listedInDirectory, true),
          sql`${schema.trainerProfiles.name} <> ''`,
        ),
      )
      .limit(1);
    if (!trainer) return { outcome: "unknown-trainer", name: "" };
    const name = trainer.name;
    if (!requirement || requirement.status !== "published") return { outcome: "not-published", name };
    const [application] = await tx
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .where(
        and(eq(schema.applications.requirementId, requirementId), eq(schema.applications.trainerEmail, trainer.email)),
      )
      .limit(1);
    if (application) return { outcome: "applied", name };
    const [existing] = await tx
      .select({ id: schema.invitations.id })
      .from(schema.invitations)
      .where(
        and(eq(schema.invitations.requirementId, requirementId), eq(schema.invitations.trainerEmail, trainer.email)),
      )
      .limit(1);
    if (existing) return { outcome: "already-invited", name };
    const [today] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.invitations)
      .where(
        and(
          eq(schema.invitations.requirementId, requirementId),
          gt(schema.invitations.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if (Number(today?.count ?? 0) >= INVITATIONS_PER_DAY) return { outcome: "limit", name };
    await tx.insert(schema.invitations).values({ requirementId, trainerEmail: trainer.email, createdAt: now });
    await queueMail(tx, invitationMail(trainer, requirement));
    return { outcome: "invited", name };
  });
}

/** What the invite page shows of the requirement; null when it was deleted (the page is then a 404). */
export async function invitingRequirement(requirementId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: schema.requirements.id,
      title: schema.requirements.trainingTopicName,
      status: schema.requirements.status,
      closedReason: schema.requirements.closedReason,
    })
    .from(schema.requirements)
    .where(eq(schema.requirements.id, requirementId))
    .limit(1);
  return row && row.closedReason !== "deleted" ? { id: row.id, title: row.title, status: row.status } : null;
}
