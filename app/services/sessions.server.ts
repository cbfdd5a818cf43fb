import { randomBytes } from "node:crypto";
import { eq, lte } from "drizzle-orm";
import { getDb, schema } from "~/infra/db.server";
import { keyedCache } from "~/infra/keyed-cache.server";
import { sessionIdHash, type SessionUser } from "~/infra/session.server";
import { listChanged, onListChange } from "./list-versions.server";

/** How long a sign-in lasts (docs/decisions/0011-server-side-sessions.md): admins hours, everyone else days. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
export const USER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

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
    idHash: sessionIdHash(id),
    email: user.email.toLowerCase(),
    name: user.name,
    picture: user.picture,
    expiresAt: new Date(now.getTime() + (options.admin ? ADMIN_SESSION_MS : USER_SESSION_MS)),
  });
  return id;
}

/**
 * Live sessions as read, by id hash (decision 0050): every signed-in page asks, and the row changes only when the
 * session ends. A sign-out in this process drops them at once; one in another process is announced by the
 * database ('sessions', migration 0017) within a notification's delay, and at worst a kept one is 5 seconds old.
 */
const liveSessions = keyedCache<string, { user: SessionUser; expiresAt: number } | null>();

onListChange((list) => {
  if (list === null || list === "sessions") liveSessions.clear();
});

/** The user of a live session, or null when the id is unknown, ended or expired. */
export async function sessionUser(id: string, now = new Date()): Promise<SessionUser | null> {
  const idHash = sessionIdHash(id);
  // The row as it is, expired or not: whether it is live is asked of `now` below, so a kept row serves any clock.
  const session = await liveSessions.get(idHash, async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        name: schema.sessions.name,
        email: schema.sessions.email,
        picture: schema.sessions.picture,
        expiresAt: schema.sessions.expiresAt,
      })
      .from(schema.sessions)
      .where(eq(schema.sessions.idHash, idHash))
      .limit(1);
    return row
      ? { user: { name: row.name, email: row.email, picture: row.picture }, expiresAt: row.expiresAt.getTime() }
      : null;
  });
  return session && session.expiresAt > now.getTime() ? session.user : null;
}

/** Ends one session (a new sign-in on the same browser replaces the one it had). */
export async function endSession(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.sessions).where(eq(schema.sessions.idHash, sessionIdHash(id)));
  listChanged("sessions");
}

/** Ends every session of the email: sign-out signs the user out on every browser. */
export async function endSessionsOf(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.sessions).where(eq(schema.sessions.email, email.toLowerCase()));
  listChanged("sessions");
}
