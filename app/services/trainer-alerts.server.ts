import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { matchExplanation, matchRequirements, type BoardRequirement } from "~/lib/requirement-matching";
import { getDb, schema, type Db } from "~/infra/db.server";
import { sessionSecrets } from "~/infra/session.server";
import { queueMail } from "./outbox.server";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";

/**
 * Trainer alerts (docs/product.md section 10, the marketplace loop, docs/decisions/0020): "Email me new requirements that match my skills". A
 * background job mails each opted-in trainer at most one digest a day, listing the requirements
 * published since the requirements its last run considered for them that match their saved skills
 * with the board's own matcher; none when nothing matches. Every digest carries a one-click
 * unsubscribe link and the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */

/** A day between two digests to the same trainer. */
export const DIGEST_GAP = "1 day";
/**
 * Requirements are considered up to a minute before the run, so that one published by a transaction
 * that started before the run but committed after it (or by a server whose clock is a little behind)
 * is picked up by the next run rather than skipped.
 */
const SETTLING = "1 minute";
/** Trainers claimed per transaction. */
const BATCH = 50;
/** Requirements listed in one digest; the rest are on the board. */
export const DIGEST_MAX_LISTED = 20;

// ---------------------------------------------------------------------------------------------------
// Opting in and out

export type AlertsChange = "saved" | "no-profile";

/**
 * Turns alerts on or off for a saved profile. Turning them on starts from now: the first digest lists
 * requirements published after this moment (what is open today is on the board already).
 */
export async function setAlerts(email: string, enabled: boolean): Promise<AlertsChange> {
  const db = await getDb();
  const rows = await db
    .update(schema.trainerProfiles)
    .set({
      alertsEnabled: enabled,
      alertsCoveredUntil: enabled
        ? sql`case when ${schema.trainerProfiles.alertsEnabled} then ${schema.trainerProfiles.alertsCoveredUntil} else now() end`
        : sql`${schema.trainerProfiles.alertsCoveredUntil}`,
    })
    .where(eq(schema.trainerProfiles.email, email.trim().toLowerCase()))
    .returning({ email: schema.trainerProfiles.email });
  return rows.length > 0 ? "saved" : "no-profile";
}

// ---------------------------------------------------------------------------------------------------
// The unsubscribe token

const TOKEN_PURPOSE = Buffer.from("trainer-alerts-unsubscribe");

function tokenKey(secret: string): Buffer {
  return createHash("sha256").update(`alerts-unsubscribe-key:${secret}`).digest();
}

/**
 * The unsubscribe link's token: the trainer's e-mail sealed with AES-256-GCM under a key derived from
 * the session secret. Unguessable and unforgeable (the 128-bit tag), verifiable without a stored row,
 * and the address is not readable in the link (mail scanners and server logs see the link).
 */
export function alertsUnsubscribeToken(email: string): string {
  const [secret = ""] = sessionSecrets();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(secret), iv);
  cipher.setAAD(TOKEN_PURPOSE);
  const sealed = Buffer.concat([cipher.update(email.trim().toLowerCase(), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The longest token: a 320-character address sealed, in base64url. */
const MAX_TOKEN_LENGTH = 480;

/** The e-mail a token was made for, or null for anything we did not make (any session secret opens it). */
export function emailFromUnsubscribeToken(token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < 12 + 16 + 3) return null;
  for (const secret of sessionSecrets()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", tokenKey(secret), bytes.subarray(0, 12));
      decipher.setAAD(TOKEN_PURPOSE);
      decipher.setAuthTag(bytes.subarray(12, 28));
      const email = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      return email.includes("@") ? email : null;
    } catch {
      // Not sealed with this secret (or tampered with): try the next one.
    }
  }
  return null;
}

/** Unsubscribes the token's trainer; false for a token we did not make. Again is harmless. */
export async function unsubscribeAlerts(token: string): Promise<boolean> {
  const email = emailFromUnsubscribeToken(token);
  if (!email) return false;
  await setAlerts(email, false);
  return true;
}

// ---------------------------------------------------------------------------------------------------
// The digest

type ClaimedTrainer = {
  email: string;
  name: string;
  skills: string[];
  mode: string | null;
  since: Date;
  until: Date;
  previousSentAt: Date | null;
};

export type DigestRequirement = BoardRequirement & { publishedAt: Date };

/**
 * The requirements one trainer's digest lists: published after `since` (what the previous run
 * considered) and matching their skills with the board's matcher, newest first; each with the board's
 * "Matched on: ..." text. Empty when nothing matches: then no mail is sent.
 */
export function digestSelection(
  requirements: readonly DigestRequirement[],
  trainer: { skills: readonly string[]; mode: string | null; since: Date },
): (DigestRequirement & { explanation: string })[] {
  const fresh = requirements.filter((requirement) => requirement.publishedAt > trainer.since);
  return matchRequirements(fresh, trainer.skills, trainer.mode).flatMap((requirement) => {
    const explanation = matchExplanation(requirement);
    return explanation ? [{ ...requirement, explanation }] : [];
  });
}

/** Rows of a raw statement, whichever driver answered (PGlite: { rows }, postgres.js: an array). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Claims up to BATCH opted-in trainers whose last digest is a day old (or who never had one): one
 * conditional UPDATE ... RETURNING over rows locked with `skip locked`, so that several server
 * processes never claim the same trainer; the claim moves alerts_last_sent_at to now and
 * alerts_covered_until to the run's horizon, and returns the values they replace.
 */
async function claimDueTrainers(tx: Pick<Db, "execute">): Promise<ClaimedTrainer[]> {
  const result = await tx.execute(sql`
    with due as (
      select email, alerts_covered_until, alerts_last_sent_at
      from trainer_profiles
      where alerts_enabled
        and (alerts_last_sent_at is null or alerts_last_sent_at <= now() - ${DIGEST_GAP}::interval)
      order by email
      limit ${BATCH}
      for update skip locked
    )
    update trainer_profiles as t
    set alerts_last_sent_at = now(),
        alerts_covered_until = greatest(
          coalesce(due.alerts_covered_until, now() - ${DIGEST_GAP}::interval),
          now() - ${SETTLING}::interval
        )
    from due
    where t.email = due.email
      and t.alerts_enabled
      and (t.alerts_last_sent_at is null or t.alerts_last_sent_at <= now() - ${DIGEST_GAP}::interval)
    returning t.email, t.name, t.skills, t.preferred_training_mode as mode,
      coalesce(due.alerts_covered_until, now() - ${DIGEST_GAP}::interval) as since,
      t.alerts_covered_until as until,
      due.alerts_last_sent_at as previous_sent_at`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    email: String(row.email),
    name: String(row.name ?? ""),
    skills: Array.isArray(row.skills) ? (row.skills as string[]) : [],
    mode: typeof row.mode === "string" ? row.mode : null,
    since: new Date(row.since as string | Date),
    until: new Date(row.until as string | Date),
    previousSentAt: row.previous_sent_at ? new Date(row.previous_sent_at as string | Date) : null,
  }));
}

/** Open requirements published in (since, until], newest first, in the board's shape. */
async function requirementsPublishedBetween(
  tx: Pick<Db, "select">,
  since: Date,
  until: Date,
): Promise<DigestRequirement[]> {
  const rows = await tx
    .select({
      id: schema.requirements.id,
      topic: schema.requirements.topic,
      trainingTopicName: schema.requirements.trainingTopicName,
      details: schema.requirements.details,
      deliveryLocation: schema.requirements.deliveryLocation,
      postedAt: schema.requirements.postedAt,
      publishedAt: schema.requirements.publishedAt,
    })
    .from(schema.requirements)
    .where(
      and(
        eq(schema.requirements.status, "published"),
        gt(schema.requirements.publishedAt, since),
        lte(schema.requirements.publishedAt, until),
      ),
    )
    .orderBy(sql`${schema.requirements.publishedAt} desc`, asc(schema.requirements.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    trainingTopicName: row.trainingTopicName,
    details: row.details,
    postedOn: "",
    deliveryLocation: row.deliveryLocation ?? "",
    publishedAt: row.publishedAt ?? row.postedAt,
  }));
}

/** The digest mail: plain text, the board's match explanation for each requirement, and how to stop. */
export function digestMail(trainer: { email: string; name: string }, requirements: ReturnType<typeof digestSelection>) {
  const unsubscribe = absoluteUrl(paths.alertsUnsubscribe(alertsUnsubscribeToken(trainer.email)));
  const listed = requirements.slice(0, DIGEST_MAX_LISTED);
  const items = listed.map((requirement, index) =>
    [
      `${index + 1}. ${requirement.trainingTopicName} (${requirement.topic})`,
      requirement.deliveryLocation ? `   Location: ${requirement.deliveryLocation}` : null,
      `   ${requirement.explanation}`,
      `   ${absoluteUrl(paths.boardRequirement(requirement.id))}`,
    ]
      .filter((line) => line !== null)
      .join("\n"),
  );
  const more =
    requirements.length > listed.length ? `\n\n…and ${requirements.length - listed.length} more on the board.` : "";
  const count = requirements.length === 1 ? "1 new requirement" : `${requirements.length} new requirements`;
  return {
    to: trainer.email,
    subject: `${count} matching your skills`,
    text:
      `Hello ${trainer.name || "trainer"},\n\nThese training requirements were published since your last alert and match the skills on your trainer profile:\n\n` +
      `${items.join("\n\n")}${more}\n\nApply on the board: ${absoluteUrl(paths.board())}\n\n` +
      `You get this mail at most once a day because you asked for alerts on your trainer profile.\n` +
      `Stop these mails (one click, no sign-in): ${unsubscribe}\n\nEdukon Training`,
    relatedTo: "trainer-alerts",
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * One run of the digest job: claims due trainers batch by batch; for each, queues a digest when
 * something new matches, else gives back the day (alerts_last_sent_at as it was) while keeping the
 * requirements considered. Claim, mails and give-backs commit together, so a process that dies
 * mid-run leaves nothing half-done. Answers how many digests were queued.
 */
export async function sendAlertDigests(): Promise<number> {
  const db = await getDb();
  let queued = 0;
  for (;;) {
    const { claimed, mailed } = await db.transaction(async (tx) => {
      const trainers = await claimDueTrainers(tx);
      if (trainers.length === 0) return { claimed: 0, mailed: 0 };
      const earliest = new Date(Math.min(...trainers.map((trainer) => trainer.since.getTime())));
      const until = trainers[0]!.until;
      const requirements = await requirementsPublishedBetween(tx, earliest, until);
      let sent = 0;
      for (const trainer of trainers) {
        const selected = digestSelection(requirements, trainer);
        if (selected.length > 0) {
          await queueMail(tx, digestMail(trainer, selected));
          sent += 1;
        } else {
          await tx
            .update(schema.trainerProfiles)
            .set({ alertsLastSentAt: trainer.previousSentAt })
            .where(eq(schema.trainerProfiles.email, trainer.email));
        }
      }
      return { claimed: trainers.length, mailed: sent };
    });
    queued += mailed;
    if (claimed < BATCH) return queued;
  }
}
