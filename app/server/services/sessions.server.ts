import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { getDb, schema } from "~/server/infra/db.server";
import type { SessionUser } from "~/server/infra/session.server";

/** How long a sign-in lasts (docs/decisions/0011-server-side-sessions.md): admins hours, everyone else days. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
export const USER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

/**
 * Starts a session for a signed-in user and returns its id, the only thing the cookie carries.
 * Expired rows are pruned here, at the rare moment someone signs in, so the table stays small.
 */
export async function startSession(user: SessionUser, options: { admin: boolean; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const id = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.delete(schema.sessions).where(lte(schema.sessions.expiresAt, now));
  await db.insert(schema.sessions).values({
    idHash: hashOf(id),
    email: user.email.toLowerCase(),
    name: user.name,
    picture: user.picture,
    expiresAt: new Date(now.getTime() + (options.admin ? ADMIN_SESSION_MS : USER_SESSION_MS)),
  });
  return id;
}

/** The user of a live session, or null when the id is unknown, ended or expired. */
export async function sessionUser(id: string, now = new Date()): Promise<SessionUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: schema.sessions.name, email: schema.sessions.email, picture: schema.sessions.picture })
    .from(schema.sessions)
    .where(and(eq(schema.sessions.idHash, hashOf(id)), gt(schema.sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Ends one session (a new sign-in on the same browser replaces the one it had). */
export async function endSession(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.sessions).where(eq(schema.sessions.idHash, hashOf(id)));
}

/** Ends every session of the email: sign-out signs the user out on every browser. */
export async function endSessionsOf(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.sessions).where(eq(schema.sessions.email, email.toLowerCase()));
}
